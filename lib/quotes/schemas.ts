/**
 * Rules of the quote editor and the client's answer (docs/decisions/quotes-and-projects.md "Quotes: versions, links and
 * evidence"), shared by the forms (zodResolver) and the actions. The editor's figures are decimal text as
 * typed ("12.50", "1.5", "7.5"); `toQuoteDraft` turns them into the stored integers (minor units,
 * thousandths, basis points) and prices them, so a figure that cannot be priced is a field error.
 */
import { z } from "zod";
import { identifier } from "@/lib/input/identifiers";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { computeTotals, type MoneyTotals, type TaxMode } from "@/lib/money/compute";
import { isCurrencyCode } from "@/lib/money/currency";
import { lineFieldsSchema, LineFieldProblem, percentText, percentToBp, toPricedLines } from "@/lib/forms/line-fields";
import type { QuoteItem } from "@/lib/db/schema/quotes";

/** Most lines a quote holds: a quote, not a catalogue. */
export const MAX_QUOTE_ITEMS = 200;
export const quoteFieldsSchema = z.object({
  title: userText({ label: "Title" }).min(1, "Title is required").max(200, "At most 200 characters"),
  summary: userText({ label: "Summary", multiline: true }).max(10_000, "At most 10,000 characters"),
  currency: z.string().trim().refine(isCurrencyCode, "Choose an ISO 4217 currency (USD, EUR…)"),
  items: z
    .array(lineFieldsSchema, "Add at least one line")
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

/**
 * `fields` (already parsed by `quoteFieldsSchema`) as stored integers, priced by lib/money/compute.ts.
 * @throws LineFieldProblem naming the field when a price has more decimals than the currency has, a
 * figure is out of range, or the total passes what can be priced exactly.
 */
export function toQuoteDraft(fields: z.output<typeof quoteFieldsSchema>): QuoteDraft {
  const items = toPricedLines(fields.items, fields.currency);
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
      throw new LineFieldProblem("items", "These figures are too large to price exactly");
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
