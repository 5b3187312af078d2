/**
 * A stored version as the editor's form values (lib/quotes/schemas.ts `QuoteFields`): integers back to the
 * decimal text the editor shows. Pure: the console's editor dialog uses it.
 */
import type { QuoteItem } from "@/lib/db/schema/quotes";
import { minorToDecimal } from "@/lib/money/decimal";
import { bpToPercent } from "@/lib/forms/line-fields";
import type { QuoteFields } from "./schemas";

/** The stored figures of a version that the editor reads. */
export interface EditableVersion {
  title: string;
  summary: string;
  items: QuoteItem[];
  discountBp: number;
  taxRateBp: number;
  taxMode: string;
  validUntil: string;
  paymentTerms: string;
  depositBp: number;
  termsText: string;
}

/** `version` of a quote in `currency` as form values. */
export function editorValues(version: EditableVersion, currency: string): QuoteFields {
  const percent = (bp: number) => (bp === 0 ? "" : bpToPercent(bp));
  return {
    title: version.title,
    summary: version.summary,
    currency,
    items: version.items.map((item) => ({
      description: item.description,
      quantity: String(item.quantityMilli / 1000),
      unit: item.unit,
      unitPrice: minorToDecimal(item.unitPriceMinor, currency),
      discountPercent: percent(item.discountBp),
      taxPercent: item.taxRateBp === null ? "" : bpToPercent(item.taxRateBp),
    })),
    discountPercent: percent(version.discountBp),
    taxPercent: percent(version.taxRateBp),
    taxMode: version.taxMode === "inclusive" ? "inclusive" : "exclusive",
    validUntil: version.validUntil,
    paymentTerms: version.paymentTerms,
    depositPercent: percent(version.depositBp),
    termsText: version.termsText,
  };
}
