/**
 * What an invoice still asks (docs/decisions/quotes-and-projects.md "Credit notes: their own series,
 * negative lines"): its total less what credit notes took off and what was paid, never below zero; a void
 * invoice and a credit note ask nothing. Minor units. Pure: pages, PDFs and checkout share it.
 */
import type { Invoice } from "@/lib/db/schema";

/** The amount `invoice` still asks, in minor units of its currency. */
export function owedMinor(
  invoice: Pick<Invoice, "status" | "kind" | "totalMinor" | "creditedMinor" | "amountPaidMinor">,
): number {
  if (invoice.status === "void" || invoice.status === "draft" || invoice.kind === "credit") return 0;
  return Math.max(invoice.totalMinor - invoice.creditedMinor - invoice.amountPaidMinor, 0);
}
