/**
 * What the /q/<token> pages read (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): the opened
 * offer as its document, or null for a token that names nothing (404).
 */
import "server-only";
import { db } from "@/lib/db";
import { offerDocument } from "./offer-document";
import { openOffer } from "./read-offer";

/** The offer `token` opens (its newest version with `latest`), recording a first view. */
export async function readOfferPage(token: string, latest = false) {
  const opened = await openOffer(db, token, { latest });
  if (!opened) return null;
  return { ...opened, doc: offerDocument(opened.quote, opened.version) };
}
