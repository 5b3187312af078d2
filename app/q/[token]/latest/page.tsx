/** /q/<token>/latest: the newest sent version of the quote a link belongs to, where a superseded version points. */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfferPage } from "@/components/quotes/offer-page";
import { env } from "@/lib/env";
import { readOfferPage } from "@/lib/quotes/offer-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your quote", robots: { index: false, follow: false } };

export default async function LatestQuotePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const offer = await readOfferPage(token, true);
  if (!offer) notFound();
  return <OfferPage token={token} {...offer} contactEmail={env.CONTACT_EMAIL} />;
}
