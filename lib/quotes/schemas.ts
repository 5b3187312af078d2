/**
 * Rules of the quote editor and the client's answer (docs/decisions/quotes-and-projects.md "Quotes: versions, links and
 * evidence"), shared by the forms (zodResolver) and the actions. The editor's figures are decimal text as
 * typed ("12.50", "1.5", "7.5"); `toQuoteDraft` turns them into the stored integers (minor units,
 * thousandths, basis points) and prices them, so a figure that cannot be priced is a field error.
 */
import { z } from "zod";
import { formatNumber } from "@/lib/format/number";
import { identifier } from "@/lib/input/identifiers";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { computeTotals, type MoneyTotals, type TaxMode } from "@/lib/money/compute";
import { isCurrencyCode } from "@/lib/money/currency";
import { decimalToMinor } from "@/lib/money/decimal";
import type { QuoteItem } from "@/lib/db/schema/quotes";

/** Most lines a quote holds: a quote, not a catalogue. */
export const MAX_QUOTE_ITEMS = 200;
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

const percentText = (label: string) =>
  z
    .string()
    .trim()
    .max(8, `${label} is too long`)
    .regex(/^(\d{1,3}(\.\d{1,2})?)?$/, `${label} must be a percentage with at most two decimals`)
    .refine((v) => v === "" || Number(v) <= 100, `${label} must be at most 100%`);

export const quoteItemFieldsSchema = z.object({
  description: userText({ label: "Description" }).min(1, "Describe the line").max(500, "At most 500 characters"),
  quantity: decimalText("Quantity").regex(/^\d+(\.\d{1,3})?$/, "Quantity has at most three decimals"),
  unit: userText({ label: "Unit" }).max(30, "At most 30 characters"),
  unitPrice: decimalText("Unit price"),
  discountPercent: percentText("Line discount"),
  taxPercent: percentText("Line tax"),
});

export const quoteFieldsSchema = z.object({
  title: userText({ label: "Title" }).min(1, "Title is required").max(200, "At most 200 characters"),
  summary: userText({ label: "Summary", multiline: true }).max(10_000, "At most 10,000 characters"),
  currency: z.string().trim().refine(isCurrencyCode, "Choose an ISO 4217 currency (USD, EUR…)"),
  items: z
    .array(quoteItemFieldsSchema, "Add at least one line")
    .min(1, "Add at least one line")
    .max(MAX_QUOTE_ITEMS, `A quote holds at most ${MAX_QUOTE_ITEMS} lines`),
  discountPercent: percentText("Discount"),
  taxPercent: percentText("Tax"),
  taxMode: z.enum(["exclusive", "inclusive"], { error: "Choose how tax applies" }),
  validUntil: z.iso.date("Enter a valid date"),
  paymentTerms: userText({ label: "Payment terms", multiline: true }).max(2000, "At most 2,000 characters"),
  depositPercent: percentText("Deposit"),
  termsText: userText({ label: "Terms", multiline: true }).max(50_000, "At most 50,000 characters"),
});
export type QuoteFields = z.input<typeof quoteFieldsSchema>;

/** The editor's save: a quote's id and its fields. */
export const saveQuoteSchema = quoteFieldsSchema.extend({ id: rowId("Unknown quote") });

/** A percentage as typed → basis points (`"7.5"` → 750; empty → 0). */
export function percentToBp(text: string): number {
  if (text === "") return 0;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Basis points → the percentage as the editor shows it (750 → `"7.5"`). */
export function bpToPercent(bp: number): string {
  return (bp / 100).toString();
}

/** A version's stored figures, priced. */
export interface QuoteDraft {
  title: string;
  summary: string;
  currency: string;
  items: QuoteItem[];
  discountBp: number;
  taxRateBp: number;
  taxMode: TaxMode;
  validUntil: string;
  paymentTerms: string;
  depositBp: number;
  termsText: string;
  totals: MoneyTotals;
}

/** A field's problem found while pricing: its path in the form and the message. */
export class QuoteFieldProblem extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `fields` (already parsed by `quoteFieldsSchema`) as stored integers, priced by lib/money/compute.ts.
 * @throws QuoteFieldProblem naming the field when a price has more decimals than the currency has, a
 * figure is out of range, or the total passes what can be priced exactly.
 */
export function toQuoteDraft(fields: z.output<typeof quoteFieldsSchema>): QuoteDraft {
  const items = fields.items.map((item, index): QuoteItem => {
    const unitPriceMinor = decimalToMinor(item.unitPrice, fields.currency);
    if (unitPriceMinor === null || Number(item.unitPrice) > MAX_UNIT_PRICE_MAJOR)
      throw new QuoteFieldProblem(
        `items.${index}.unitPrice`,
        `Unit price must be at most ${formatNumber(MAX_UNIT_PRICE_MAJOR)} with the currency's decimals`,
      );
    const [whole, fraction = ""] = item.quantity.split(".");
    if (Number(whole) > MAX_QUANTITY)
      throw new QuoteFieldProblem(`items.${index}.quantity`, `Quantity must be at most ${formatNumber(MAX_QUANTITY)}`);
    return {
      description: item.description,
      quantityMilli: Number(whole) * 1000 + Number(fraction.padEnd(3, "0")),
      unit: item.unit,
      unitPriceMinor,
      discountBp: percentToBp(item.discountPercent),
      taxRateBp: item.taxPercent === "" ? null : percentToBp(item.taxPercent),
    };
  });
  const draft = {
    title: fields.title,
    summary: fields.summary,
    currency: fields.currency,
    items,
    discountBp: percentToBp(fields.discountPercent),
    taxRateBp: percentToBp(fields.taxPercent),
    taxMode: fields.taxMode,
    validUntil: fields.validUntil,
    paymentTerms: fields.paymentTerms,
    depositBp: percentToBp(fields.depositPercent),
    termsText: fields.termsText,
  };
  try {
    return { ...draft, totals: computeTotals({ ...draft, lines: items }) };
  } catch (error) {
    if (error instanceof RangeError)
      throw new QuoteFieldProblem("items", "These figures are too large to price exactly");
    throw error;
  }
}

/** The client's acceptance, from /q/<token>. */
export const acceptQuoteSchema = z.object({
  token: identifier("token", "This link is not valid"),
  version: z.coerce.number("Unknown version").int().min(1).max(100_000),
  typedName: userText({ label: "Your full name" }).min(2, "Type your full name").max(200, "At most 200 characters"),
  consent: z.literal(true, "Agree to sign electronically first"),
  /** A drawn signature as a `data:image/png;base64,` URL, at most about 300 KB. */
  signaturePng: z
    .string()
    .max(400_000, "The drawn signature is too large")
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, "The drawn signature is not a PNG")
    .optional(),
});

/** The client's refusal, from /q/<token>. */
export const declineQuoteSchema = z.object({
  token: identifier("token", "This link is not valid"),
  version: z.coerce.number("Unknown version").int().min(1).max(100_000),
  reason: userText({ label: "Reason", multiline: true }).max(2000, "At most 2,000 characters").optional(),
});
