/**
 * An invoice's figures as its page and PDF print them (docs/decisions/quotes-and-projects.md "Invoices:
 * numbers, the deposit and payments"): the money module's one rounding rule over the stored lines, a
 * credit note priced as a credit. Pure.
 */
import type { Invoice } from "@/lib/db/schema";
import { computeTotals, type MoneyTotals, type TaxMode } from "@/lib/money/compute";

/** The per-line and total figures of `invoice`, in minor units. */
export function invoiceTotals(
  invoice: Pick<Invoice, "lines" | "discountBp" | "taxRateBp" | "taxMode" | "kind">,
): MoneyTotals {
  return computeTotals({
    lines: invoice.lines,
    discountBp: invoice.discountBp,
    taxRateBp: invoice.taxRateBp,
    taxMode: invoice.taxMode as TaxMode,
    credit: invoice.kind === "credit",
  });
}
