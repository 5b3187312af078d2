/**
 * An issued invoice or credit note as one self-contained HTML document for print (the quotes' and monthly
 * report's renderer, lib/status-reports/render-pdf.ts; docs/decisions/quotes-and-projects.md "The
 * invoice's PDF: printed once per state and kept"): the agency, the number, dates, lines, tax, totals,
 * what credit notes took off, what was paid and what is owed, the notes, and the bank-transfer details
 * when the invoice is not paid online. No script, no external file; every text from the database is
 * escaped. Pure.
 */
import type { Invoice } from "@/lib/db/schema";
import { AGENCY_NAME } from "@/lib/email/agency-reply";
import { formatDate } from "@/lib/format/date";
import { escapeHtml as e } from "@/lib/format/html-escape";
import { formatBasisPoints, formatMoney } from "@/lib/format/money";
import { formatQuantityMilli } from "@/lib/format/number";
import { DOCUMENT_PRINT_STYLE } from "@/lib/format/print-style";
import { invoiceTotals } from "./invoice-totals";
import { owedMinor } from "./owed";
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, type InvoiceKind, type InvoiceStatus } from "./statuses";

/** What the printed invoice shows besides the invoice's own row. */
export interface InvoiceDocumentFacts {
  /** A credit note's invoice number. */
  creditedNumber: string | null;
  /** The issued credit notes against this invoice: number and (negative) total in minor units. */
  creditNotes: { number: string; totalMinor: number }[];
  /** The bank-transfer details to print; null when the invoice is paid online. */
  bankTransferDetails: string | null;
}

/** The HTML of `invoice` (issued: it has a number) with `facts`. */
export function invoiceHtml(invoice: Invoice, facts: InvoiceDocumentFacts): string {
  const kind = INVOICE_KIND_LABELS[invoice.kind as InvoiceKind];
  const money = (minor: number) => e(formatMoney(minor, invoice.currency));
  const totals = invoiceTotals(invoice);
  const rows = invoice.lines
    .map(
      (line, index) =>
        `<tr><td>${e(line.description)}${line.discountBp ? ` <span class="muted">(−${formatBasisPoints(line.discountBp)})</span>` : ""}</td><td class="n">${formatQuantityMilli(line.quantityMilli)} ${e(line.unit)}</td><td class="n">${money(line.unitPriceMinor)}</td><td class="n">${formatBasisPoints(totals.lines[index]?.taxRateBp ?? 0)}</td><td class="n">${money(totals.lines[index]?.netMinor ?? 0)}</td></tr>`,
    )
    .join("");
  const row = (label: string, figure: string, strong = false) =>
    `<tr><td></td><td class="n">${strong ? `<strong>${label}</strong>` : label}</td><td class="n">${strong ? `<strong>${figure}</strong>` : figure}</td></tr>`;
  const credits = facts.creditNotes
    .map((note) => row(`Credit note ${e(note.number)}`, money(note.totalMinor)))
    .join("");
  const settled =
    invoice.kind === "credit"
      ? ""
      : `${credits}${row("Paid", money(invoice.amountPaidMinor))}${row("Amount due", money(owedMinor(invoice)), true)}`;
  const status = INVOICE_STATUS_LABELS[invoice.status as InvoiceStatus];
  const title = `${kind} ${invoice.number ?? ""}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(title)}</title><style>${DOCUMENT_PRINT_STYLE}</style></head><body>
<header><p class="muted">${e(AGENCY_NAME)}</p><h1>${e(title)}${invoice.status === "void" ? " (void)" : ""}</h1>
<p class="muted">For ${e(invoice.clientName)} · issued ${e(formatDate(invoice.issueDate ?? ""))}${invoice.kind === "credit" ? "" : ` · due ${e(formatDate(invoice.dueDate ?? ""))}`} · ${e(status)}</p>
${facts.creditedNumber ? `<p>Credits invoice ${e(facts.creditedNumber)}.</p>` : ""}</header>
<h2>Items</h2><table><thead><tr><th>Description</th><th class="n">Quantity</th><th class="n">Unit price</th><th class="n">Tax</th><th class="n">Amount</th></tr></thead><tbody>${rows}</tbody></table>
<table class="totals"><tbody>${row("Subtotal", money(totals.subtotalMinor))}
${totals.discountMinor ? row("Discount", `−${money(totals.discountMinor)}`) : ""}
${row(`Tax${invoice.taxMode === "inclusive" ? " (included)" : ""}`, money(totals.taxMinor))}
${row("Total", money(totals.totalMinor), true)}${settled}</tbody></table>
${invoice.notes ? `<h2>Notes</h2><p class="pre">${e(invoice.notes)}</p>` : ""}
${facts.bankTransferDetails && invoice.kind !== "credit" ? `<h2>Paying by bank transfer</h2><p class="pre">${e(facts.bankTransferDetails)}</p><p>Quote ${e(invoice.number ?? "")} as the reference.</p>` : ""}
</body></html>`;
}
