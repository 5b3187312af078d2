/**
 * Voiding an invoice (docs/decisions/quotes-and-projects.md "Staff-issued invoices: draft, issue, void"):
 * one conditional update; the invoice keeps its number (numbers are never reused) and asks nothing more.
 * An invoice with money received against it is not voided: credit or refund it instead. A void credit
 * note gives its amount back to the invoice it credited, in the same transaction.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { settleInvoice } from "./record-payment";

/**
 * Voids issued invoice `invoiceId`.
 * @returns its number.
 * @throws AppError `not_found` for no such invoice; `conflict` when it is a draft, already void, paid in
 * part or whole, or has credit notes.
 */
export async function voidInvoice(database: Database, invoiceId: number): Promise<string> {
  return database.transaction(async (tx) => {
    const [voided] = await tx
      .update(invoices)
      .set({ status: "void", voidedAt: new Date() })
      .where(
        and(
          eq(invoices.id, invoiceId),
          eq(invoices.status, "issued"),
          eq(invoices.amountPaidMinor, 0),
          eq(invoices.creditedMinor, 0),
        ),
      )
      .returning({
        number: invoices.number,
        kind: invoices.kind,
        creditedInvoiceId: invoices.creditedInvoiceId,
        totalMinor: invoices.totalMinor,
      });
    if (!voided) {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
      if (!invoice) throw new AppError("not_found", "Unknown invoice");
      throw new AppError(
        "conflict",
        invoice.status === "draft"
          ? "A draft has no number to void; issue it or leave it"
          : invoice.status === "void"
            ? `Invoice ${invoice.number} is already void`
            : `Invoice ${invoice.number} has payments or credit notes; credit or refund it instead`,
      );
    }
    if (voided.creditedInvoiceId !== null) {
      await tx
        .update(invoices)
        .set({ creditedMinor: sql`greatest(${invoices.creditedMinor} + ${voided.totalMinor}, 0)` })
        .where(
          and(
            eq(invoices.id, voided.creditedInvoiceId),
            inArray(invoices.status, ["issued", "partially_paid", "paid"]),
          ),
        );
      await settleInvoice(tx, voided.creditedInvoiceId);
    }
    return voided.number!;
  });
}
