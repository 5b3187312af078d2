/**
 * A quote version as the offer document its page and PDF show (lib/quotes/offer-html.ts), priced by the
 * money module from the version's stored figures. Pure.
 */
import type { Quote, QuoteVersion } from "@/lib/db/schema";
import { computeTotals } from "@/lib/money/compute";
import type { OfferDocument } from "./offer-html";

/** The fields of a version the offer shows. */
export type OfferedVersion = Pick<
  QuoteVersion,
  | "number"
  | "title"
  | "summary"
  | "items"
  | "discountBp"
  | "taxRateBp"
  | "taxMode"
  | "depositBp"
  | "validUntil"
  | "paymentTerms"
  | "termsText"
>;

/** The offer of `version` of `quote`. */
export function offerDocument(
  quote: Pick<Quote, "id" | "currency" | "clientName">,
  version: OfferedVersion,
): OfferDocument {
  return {
    quoteId: quote.id,
    version: version.number,
    currency: quote.currency,
    clientName: quote.clientName,
    title: version.title,
    summary: version.summary,
    items: version.items,
    totals: computeTotals({
      lines: version.items,
      discountBp: version.discountBp,
      taxRateBp: version.taxRateBp,
      taxMode: version.taxMode === "inclusive" ? "inclusive" : "exclusive",
      depositBp: version.depositBp,
    }),
    taxMode: version.taxMode,
    depositBp: version.depositBp,
    validUntil: version.validUntil,
    paymentTerms: version.paymentTerms,
    termsText: version.termsText,
  };
}
