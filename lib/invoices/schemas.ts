/**
 * The invoice and credit-note forms' rules (docs/decisions/quotes-and-projects.md "Staff-issued invoices:
 * draft, issue, void"), shared by the dialogs (zodResolver) and the actions. Lines are the quote
 * editor's (lib/forms/line-fields.ts): decimal text turned into minor units, thousandths and basis points,
 * so a price with more decimals than the currency has, a negative figure, a huge quantity or too many
 * lines is a field error and nothing is stored.
 */
import { z } from "zod";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { computeTotals, type TaxMode } from "@/lib/money/compute";
import { isCurrencyCode } from "@/lib/money/currency";
import {
  LineFieldProblem,
  lineFieldsSchema,
  percentText,
  percentToBp,
  TAX_MODES,
  toPricedLines,
} from "@/lib/forms/line-fields";
import type { QuoteItem } from "@/lib/db/schema/quotes";

/** Most lines an invoice or credit note holds. */
export const MAX_INVOICE_LINES = 200;

const linesSchema = z
  .array(lineFieldsSchema, "Add at least one line")
  .min(1, "Add at least one line")
  .max(MAX_INVOICE_LINES, `An invoice holds at most ${MAX_INVOICE_LINES} lines`);

const notesSchema = userText({ label: "Notes", multiline: true }).max(5000, "At most 5,000 characters");

/** A new invoice as staff type it. */
export const invoiceFieldsSchema = z.object({
  projectId: rowId("Choose a project"),
  currency: z.string().trim().refine(isCurrencyCode, "Choose an ISO 4217 currency (USD, EUR…)"),
  items: linesSchema,
  taxPercent: percentText("Tax"),
  taxMode: z.enum(TAX_MODES, { error: "Choose how tax applies" }),
  dueDate: z.iso.date("Enter a valid date"),
  notes: notesSchema,
});
export type InvoiceFields = z.input<typeof invoiceFieldsSchema>;

/** A credit note as staff type it: what is taken off, priced positively, against invoice `id`. */
export const creditNoteFieldsSchema = z.object({
  id: rowId("Unknown invoice"),
  items: linesSchema,
  notes: notesSchema,
});
export type CreditNoteFields = z.input<typeof creditNoteFieldsSchema>;

/** An invoice's priced figures from its fields. */
export interface InvoiceDraftFigures {
  lines: QuoteItem[];
  taxRateBp: number;
  taxMode: TaxMode;
}

/**
 * `lines` in `currency` as stored lines, checked to price exactly under `taxRateBp` and `taxMode`.
 * @throws LineFieldProblem naming the field when a figure cannot be priced.
 */
export function toInvoiceLines(
  items: z.output<typeof linesSchema>,
  currency: string,
  taxRateBp: number,
  taxMode: TaxMode,
): QuoteItem[] {
  const lines = toPricedLines(items, currency);
  try {
    computeTotals({ lines, taxRateBp, taxMode });
  } catch (error) {
    if (error instanceof RangeError)
      throw new LineFieldProblem("items", "These figures are too large to price exactly");
    throw error;
  }
  return lines;
}

/** `fields` (parsed by `invoiceFieldsSchema`) as stored figures. */
export function toInvoiceFigures(fields: z.output<typeof invoiceFieldsSchema>): InvoiceDraftFigures {
  const taxRateBp = percentToBp(fields.taxPercent);
  return {
    lines: toInvoiceLines(fields.items, fields.currency, taxRateBp, fields.taxMode),
    taxRateBp,
    taxMode: fields.taxMode,
  };
}
