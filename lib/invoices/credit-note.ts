/**
 * Credit notes (docs/decisions/quotes-and-projects.md "Credit notes: their own series, negative lines"):
 * a negative invoice against one issued invoice, numbered in its own gap-free series (`CN-2026-0001`).
 * In one transaction the credited invoice's `credited_minor` grows by one conditional update that holds
 * only while the credits stay within its total (the row lock orders concurrent credit notes), the note is
 * written and issued with its number, and the invoice's status is settled again (a credit that covers
 * what is left settles it).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { invoices, type QuoteItem } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { formatMoney } from "@/lib/format/money";
import { computeTotals, type TaxMode } from "@/lib/money/compute";
import { draftInvoice, issueDraft, type IssuedInvoice } from "./issue-invoice";
import { settleInvoice } from "./record-payment";

/** A credit note as staff enter it: lines priced positively (what is taken off), in the invoice's currency. */
export interface CreditNoteRequest {
  invoiceId: number;
  lines: QuoteItem[];
  notes: string;
  /** `YYYY-MM-DD` (UTC). */
  issueDate: string;
  createdBy: string;
}

/**
 * Issues a credit note of `request.lines` against `request.invoiceId`, taxed as that invoice is.
 * @returns the credit note (its total is negative).
 * @throws AppError `not_found` for no such invoice; `conflict` when it is a draft, void or a credit note,
 * or when the credit would pass what the invoice has left to credit; RangeError when a figure is out of range.
 */
export async function issueCreditNote(database: Database, request: CreditNoteRequest): Promise<IssuedInvoice> {
  return database.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, request.invoiceId));
    if (!invoice) throw new AppError("not_found", "Unknown invoice");
    const lines = request.lines.map((line) => ({ ...line, unitPriceMinor: -line.unitPriceMinor }));
    const { totalMinor } = computeTotals({
      lines,
      discountBp: invoice.discountBp,
      taxRateBp: invoice.taxRateBp,
      taxMode: invoice.taxMode as TaxMode,
      credit: true,
    });
    const amount = -totalMinor;
    if (amount <= 0)
      throw new AppError("invalid", "A credit note takes something off", {
        fieldErrors: { lines: ["Enter an amount to credit"] },
      });
    const [credited] = await tx
      .update(invoices)
      .set({ creditedMinor: sql`${invoices.creditedMinor} + ${amount}` })
      .where(
        and(
          eq(invoices.id, invoice.id),
          inArray(invoices.status, ["issued", "partially_paid", "paid"]),
          sql`${invoices.kind} <> 'credit'`,
          sql`${invoices.creditedMinor} + ${amount} <= ${invoices.totalMinor}`,
        ),
      )
      .returning({ id: invoices.id });
    if (!credited) {
      const [now] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
      const left = now ? now.totalMinor - now.creditedMinor : 0;
      throw new AppError(
        "conflict",
        invoice.kind === "credit" || !now || !["issued", "partially_paid", "paid"].includes(now.status)
          ? `Only an issued invoice can be credited`
          : `Invoice ${invoice.number} has ${formatMoney(left, invoice.currency)} left to credit`,
        { fieldErrors: { lines: ["The credit is more than the invoice has left to credit"] } },
      );
    }
    const id = await draftInvoice(tx, {
      projectId: invoice.projectId,
      leadId: invoice.leadId,
      quoteId: invoice.quoteId,
      kind: "credit",
      creditedInvoiceId: invoice.id,
      currency: invoice.currency,
      lines,
      discountBp: invoice.discountBp,
      taxRateBp: invoice.taxRateBp,
      taxMode: invoice.taxMode as TaxMode,
      issueDate: request.issueDate,
      dueDate: request.issueDate,
      notes: request.notes,
      createdBy: request.createdBy,
    });
    const issued = await issueDraft(tx, id!, request.issueDate);
    await settleInvoice(tx, invoice.id);
    return issued!;
  });
}
