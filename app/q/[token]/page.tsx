/**
 * /q/<token>: a quote as its client reads and answers it (docs/decisions/quotes-and-projects.md "Quotes: versions, links and
 * evidence"). Rendered per request (it records the first view); a token that breaks the identifier rule or
 * names nothing is a 404. Never indexed.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfferPage } from "@/components/quotes/offer-page";
import { env } from "@/lib/env";
import { readOfferPage } from "@/lib/quotes/offer-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your quote", robots: { index: false, follow: false } };

export default async function QuotePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const offer = await readOfferPage(token);
  if (!offer) notFound();
  return <OfferPage token={token} {...offer} contactEmail={env.CONTACT_EMAIL} />;
}
