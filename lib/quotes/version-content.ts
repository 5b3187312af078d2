/**
 * What a quote version says, as the canonical JSON its hash covers (lib/quotes/canonical.ts): every field
 * the client reads and agrees to, and nothing about its delivery (when or to whom it was sent).
 */
import type { Quote, QuoteVersion } from "@/lib/db/schema";
import { canonicalJson, sha256Hex } from "./canonical";

/** The agreed content of `version` of `quote`. */
export function versionContent(quote: Pick<Quote, "id" | "currency">, version: QuoteVersion) {
  return {
    quoteId: quote.id,
    version: version.number,
    currency: quote.currency,
    title: version.title,
    summary: version.summary,
    items: version.items,
    discountBp: version.discountBp,
    taxRateBp: version.taxRateBp,
    taxMode: version.taxMode,
    validUntil: version.validUntil,
    paymentTerms: version.paymentTerms,
    depositBp: version.depositBp,
    termsText: version.termsText,
    subtotalMinor: version.subtotalMinor,
    taxMinor: version.taxMinor,
    totalMinor: version.totalMinor,
  };
}

/** SHA-256 (hex) of `version`'s canonical JSON. */
export function versionContentSha256(quote: Pick<Quote, "id" | "currency">, version: QuoteVersion): string {
  return sha256Hex(canonicalJson(versionContent(quote, version)));
}
