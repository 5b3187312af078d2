/**
 * Priced lines as a form types them (docs/decisions/quotes-and-projects.md "Money: minor units and the
 * rounding rule"), shared by the quote editor and the invoice and credit-note forms: decimal text
 * ("12.50", "1.5", "7.5") checked by zod, then turned into the stored integers (minor units of the
 * document's currency, thousandths, basis points) by `toPricedLines`, so a figure with more decimals than
 * the currency has, or past the bounds, is a field error and never a rounded amount. Pure.
 */
import { z } from "zod";
import type { QuoteItem } from "@/lib/db/schema/quotes";
import { formatNumber } from "@/lib/format/number";
import { userText } from "@/lib/input/user-text";
import { decimalToMinor } from "@/lib/money/decimal";

/** How tax applies to a document's prices (lib/money/compute.ts `TaxMode`), and how forms name each. */
export const TAX_MODES = ["exclusive", "inclusive"] as const;
export const TAX_MODE_LABELS: Record<(typeof TAX_MODES)[number], string> = {
  exclusive: "Added to prices",
  inclusive: "Included in prices",
};

/** The largest quantity of one line. */
export const MAX_QUANTITY = 1_000_000;
/** The largest unit price, in the currency's major units (ten billion). */
const MAX_UNIT_PRICE_MAJOR = 10_000_000_000;

const decimalText = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .max(24, `${label} is too long`)
    .regex(/^\d+(\.\d+)?$/, `${label} must be a number, not negative`);

/** A percentage as typed: at most 100, two decimals, empty for none. */
export const percentText = (label: string) =>
  z
    .string()
    .trim()
    .max(8, `${label} is too long`)
    .regex(/^(\d{1,3}(\.\d{1,2})?)?$/, `${label} must be a percentage with at most two decimals`)
    .refine((v) => v === "" || Number(v) <= 100, `${label} must be at most 100%`);

/** One line's fields as typed. */
export const lineFieldsSchema = z.object({
  description: userText({ label: "Description" }).min(1, "Describe the line").max(500, "At most 500 characters"),
  quantity: decimalText("Quantity").regex(/^\d+(\.\d{1,3})?$/, "Quantity has at most three decimals"),
  unit: userText({ label: "Unit" }).max(30, "At most 30 characters"),
  unitPrice: decimalText("Unit price"),
  discountPercent: percentText("Line discount"),
  taxPercent: percentText("Line tax"),
});
export type LineFields = z.output<typeof lineFieldsSchema>;

/** A percentage as typed → basis points (`"7.5"` → 750; empty → 0). */
export function percentToBp(text: string): number {
  if (text === "") return 0;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Basis points → the percentage as a form shows it (750 → `"7.5"`). */
export function bpToPercent(bp: number): string {
  return (bp / 100).toString();
}

/** A field's problem found while pricing: its path in the form and the message. */
export class LineFieldProblem extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `lines` (parsed by `lineFieldsSchema`) as stored lines of a document in `currency`.
 * @throws LineFieldProblem naming `items.<index>.<field>` when a price has more decimals than the
 * currency has or a figure passes its bound.
 */
export function toPricedLines(lines: LineFields[], currency: string): QuoteItem[] {
  return lines.map((item, index): QuoteItem => {
    const unitPriceMinor = decimalToMinor(item.unitPrice, currency);
    if (unitPriceMinor === null || Number(item.unitPrice) > MAX_UNIT_PRICE_MAJOR)
      throw new LineFieldProblem(
        `items.${index}.unitPrice`,
        `Unit price must be at most ${formatNumber(MAX_UNIT_PRICE_MAJOR)} with the currency's decimals`,
      );
    const [whole, fraction = ""] = item.quantity.split(".");
    if (Number(whole) > MAX_QUANTITY)
      throw new LineFieldProblem(`items.${index}.quantity`, `Quantity must be at most ${formatNumber(MAX_QUANTITY)}`);
    return {
      description: item.description,
      quantityMilli: Number(whole) * 1000 + Number(fraction.padEnd(3, "0")),
      unit: item.unit,
      unitPriceMinor,
      discountBp: percentToBp(item.discountPercent),
      taxRateBp: item.taxPercent === "" ? null : percentToBp(item.taxPercent),
    };
  });
}
