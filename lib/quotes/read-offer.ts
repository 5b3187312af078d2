/**
 * What a quote link shows (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"). A token names one
 * sent version; its page says whether that version can still be answered or why not (superseded by a
 * newer version, expired, withdrawn, already answered). The holder of any of a quote's links may open its
 * newest sent version (`latest`), which is where a superseded page points. Opening an answerable version
 * for the first time marks it viewed: once per version (a conditional update), with a timeline entry and
 * a note to the assignee.
 */
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { isoDay } from "@/lib/format/date";
import { quoteAcceptances, quotes, quoteVersions, type Quote, type QuoteVersion } from "@/lib/db/schema";
import { isIdentifier } from "@/lib/input/identifiers";
import { recordLeadEvent } from "@/lib/leads/record-event";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { appendQuoteEvent } from "./event-chain";
import { hashLinkToken } from "./link-token";
import { notifyAssignee } from "./notify-assignee";

/** Why a version can or cannot be answered. */
export type OfferState = "open" | "accepted" | "declined" | "expired" | "void" | "superseded" | "revising";

/** An opened link: the quote, the version shown, its state, and the newest sent version's number. */
export interface OpenedOffer {
  quote: Quote;
  version: QuoteVersion;
  state: OfferState;
  latestSentVersion: number;
  acceptedAt: Date | null;
}

/** The version `token` names and its quote, or null when the token names none. */
export async function versionOfToken(
  database: Database,
  token: string,
): Promise<{ quote: Quote; version: QuoteVersion } | null> {
  if (!isIdentifier("token", token)) return null;
  const [row] = await database
    .select({ quote: quotes, version: quoteVersions })
    .from(quoteVersions)
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .where(and(eq(quoteVersions.tokenHash, hashLinkToken(token)), isNotNull(quoteVersions.sentAt)));
  return row ?? null;
}

/** The state of `version` of `quote` on `today` (`YYYY-MM-DD`, UTC). */
export function offerState(
  quote: Quote,
  version: QuoteVersion,
  today: string,
  acceptedVersion: number | null,
): OfferState {
  if (version.tokenRevokedAt || quote.status === "void") return "void";
  if (quote.status === "accepted") return acceptedVersion === version.number ? "accepted" : "superseded";
  if (quote.status === "declined") return "declined";
  if (version.number !== quote.currentVersion) return "superseded";
  if (quote.status === "draft") return "revising";
  if (quote.status === "expired" || version.validUntil < today) return "expired";
  return "open";
}

/**
 * Opens `token`'s version (or, with `latest`, its quote's newest sent version) at `now`, recording a
 * first view of an open version.
 * @returns null when the token names nothing (the page answers 404).
 */
export async function openOffer(
  database: Database,
  token: string,
  options: { latest?: boolean; now?: Date } = {},
): Promise<OpenedOffer | null> {
  const now = options.now ?? new Date();
  const named = await versionOfToken(database, token);
  if (!named) return null;
  const [latest] = await database
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, named.quote.id), isNotNull(quoteVersions.sentAt)))
    .orderBy(desc(quoteVersions.number))
    .limit(1);
  const version = options.latest && !named.version.tokenRevokedAt ? latest! : named.version;
  const [acceptance] = await database
    .select({ versionNumber: quoteAcceptances.versionNumber, acceptedAt: quoteAcceptances.acceptedAt })
    .from(quoteAcceptances)
    .where(eq(quoteAcceptances.quoteId, named.quote.id));
  const state = offerState(named.quote, version, isoDay(now), acceptance?.versionNumber ?? null);
  if (state === "open" && !version.firstViewedAt) await recordFirstView(database, named.quote, version, now);
  return {
    quote: named.quote,
    version,
    state,
    latestSentVersion: latest!.number,
    acceptedAt: acceptance?.acceptedAt ?? null,
  };
}

async function recordFirstView(database: Database, quote: Quote, version: QuoteVersion, now: Date): Promise<void> {
  await database.transaction(async (tx) => {
    const [first] = await tx
      .update(quoteVersions)
      .set({ firstViewedAt: now })
      .where(and(eq(quoteVersions.id, version.id), isNull(quoteVersions.firstViewedAt)))
      .returning({ id: quoteVersions.id });
    if (!first) return;
    await tx
      .update(quotes)
      .set({ status: "viewed", firstViewedAt: quote.firstViewedAt ?? now })
      .where(and(eq(quotes.id, quote.id), eq(quotes.status, "sent")));
    await appendQuoteEvent(tx, quote.id, { kind: "viewed", versionNumber: version.number, at: now });
    await recordLeadEvent(
      tx,
      quote.leadId,
      "quote",
      `Quote Q-${quote.id} v${version.number} opened for the first time`,
      null,
    );
    await notifyAssignee(tx, quote.assignedTo, quote.id, `the client opened version ${version.number}`);
    await publishChange(tx, liveTopic("quotes"), liveTopic("quote", quote.id));
  });
}
