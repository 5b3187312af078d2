/**
 * An invoice as its client sees it (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or bank
 * transfer"), mobile-first: the number, dates, lines and totals, what is still owed, and a Pay button
 * (Stripe) or the bank-transfer details quoting the invoice number, and its PDF (docs/decisions/quotes-and-projects.md
 * "The invoice's PDF: printed once per state and kept"). A credit note says what it takes off.
 */
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Invoice } from "@/lib/db/schema";
import { formatDate } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from "@/lib/invoices/statuses";

/** The invoice page's body. */
export function InvoicePage({
  token,
  invoice,
  payOnline,
  bankTransferDetails,
  owedMinor,
}: {
  token: string;
  invoice: Invoice;
  payOnline: boolean;
  bankTransferDetails: string;
  owedMinor: number;
}) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return (
    <main className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">
          {invoice.kind === "credit" ? "Credit note" : "Invoice"} {invoice.number}
        </h1>
        <p className="text-sm text-muted-foreground">
          {invoice.issueDate ? `Issued ${formatDate(invoice.issueDate)}` : ""}
          {invoice.dueDate ? ` · due ${formatDate(invoice.dueDate)}` : ""}
        </p>
        <Badge className="w-fit">{INVOICE_STATUS_LABELS[invoice.status as InvoiceStatus] ?? invoice.status}</Badge>
      </header>
      <ul className="grid gap-2 rounded-xl border p-4">
        {invoice.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-4">
            <span>{line.description}</span>
          </li>
        ))}
        <li className="flex justify-between gap-4 border-t pt-2 font-medium">
          <span>Total</span>
          <span className="tabular-nums">{money(invoice.totalMinor)}</span>
        </li>
        {invoice.creditedMinor > 0 && (
          <li className="flex justify-between gap-4 text-sm text-muted-foreground">
            <span>Credited</span>
            <span className="tabular-nums">{money(-invoice.creditedMinor)}</span>
          </li>
        )}
        {invoice.kind !== "credit" && (
          <li className="flex justify-between gap-4 text-sm text-muted-foreground">
            <span>Paid</span>
            <span className="tabular-nums">{money(invoice.amountPaidMinor)}</span>
          </li>
        )}
      </ul>
      <a className="text-sm underline" href={`/i/${token}/pdf`} download data-testid="invoice-pdf-link">
        Download the PDF
      </a>
      {owedMinor > 0 &&
        (payOnline ? (
          <form method="post" action={`/i/${token}/pay`}>
            <Button type="submit" size="lg" className="w-full">
              Pay {money(owedMinor)}
            </Button>
          </form>
        ) : (
          <section className="grid gap-2 rounded-xl border p-4">
            <h2 className="font-medium">Pay {money(owedMinor)} by bank transfer</h2>
            <p className="whitespace-pre-line text-sm">{bankTransferDetails || "Ask us for our bank details."}</p>
            <p className="text-sm text-muted-foreground">Quote the reference {invoice.number}.</p>
          </section>
        ))}
    </main>
  );
}
