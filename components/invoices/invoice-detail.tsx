/**
 * One invoice or credit note on the console (docs/decisions/quotes-and-projects.md "Staff-issued
 * invoices: draft, issue, void"): its lines and totals, what credit notes took off, what was paid and
 * what is owed, its payments and the events of its life. Tables scroll inside their card on a 390 px phone.
 */
import { IntentLink } from "@/components/console/intent-link";
import { TitledCard } from "@/components/console/titled-card";
import { formatDate, formatDateTime } from "@/lib/format/date";
import { formatBasisPoints, formatMoney } from "@/lib/format/money";
import { formatQuantityMilli } from "@/lib/format/number";
import { invoiceTotals } from "@/lib/invoices/invoice-totals";
import { owedMinor } from "@/lib/invoices/owed";
import type { InvoiceDetail as Detail } from "@/lib/invoices/queries";
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from "@/lib/invoices/statuses";

/** The invoice of `detail`: lines, totals, credit notes, payments and events. */
export function InvoiceDetail({ detail }: { detail: Detail }) {
  const { invoice, creditNotes, payments, events, credited } = detail;
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const totals = invoiceTotals(invoice);
  const figures: [string, number][] = [
    ["Subtotal", totals.subtotalMinor],
    ...(totals.discountMinor ? ([["Discount", -totals.discountMinor]] as [string, number][]) : []),
    [`Tax${invoice.taxMode === "inclusive" ? " (included)" : ""}`, totals.taxMinor],
    ["Total", totals.totalMinor],
    ...(invoice.kind === "credit"
      ? []
      : ([
          ["Credited", -invoice.creditedMinor],
          ["Paid", invoice.amountPaidMinor],
          ["Amount due", owedMinor(invoice)],
        ] as [string, number][])),
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid min-w-0 content-start gap-6">
        <TitledCard title="Lines">
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] text-sm" data-testid="invoice-lines">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-1 pr-2 font-medium">Description</th>
                  <th className="py-1 pr-2 text-right font-medium">Quantity</th>
                  <th className="py-1 pr-2 text-right font-medium">Unit price</th>
                  <th className="py-1 pr-2 text-right font-medium">Tax</th>
                  <th className="py-1 text-right font-medium">Amount</th>
                </tr>
              </thead>
              <tbody>
                {invoice.lines.map((line, index) => (
                  <tr key={index} className="border-t align-top">
                    <td className="py-1 pr-2 whitespace-pre-wrap">{line.description}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">
                      {formatQuantityMilli(line.quantityMilli)} {line.unit}
                    </td>
                    <td className="py-1 pr-2 text-right tabular-nums">{money(line.unitPriceMinor)}</td>
                    <td className="py-1 pr-2 text-right tabular-nums">
                      {formatBasisPoints(totals.lines[index]?.taxRateBp ?? 0)}
                    </td>
                    <td className="py-1 text-right tabular-nums">{money(totals.lines[index]?.netMinor ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="invoice-totals">
            {figures.map(([label, minor]) => (
              <div key={label} className="contents">
                <dt className="text-right text-muted-foreground">{label}</dt>
                <dd className="text-right tabular-nums">{money(minor)}</dd>
              </div>
            ))}
          </dl>
          {invoice.notes && <p className="mt-4 text-sm whitespace-pre-wrap">{invoice.notes}</p>}
        </TitledCard>
      </div>
      <div className="grid min-w-0 content-start gap-6">
        <TitledCard title="Details">
          <dl className="grid gap-1 text-sm">
            <dt className="text-muted-foreground">Project</dt>
            <dd>{detail.projectName}</dd>
            <dt className="text-muted-foreground">Dates</dt>
            <dd>
              {invoice.issueDate ? `Issued ${formatDate(invoice.issueDate)}` : "Not issued"}
              {invoice.dueDate && invoice.kind !== "credit" ? ` · due ${formatDate(invoice.dueDate)}` : ""}
            </dd>
            {credited && (
              <>
                <dt className="text-muted-foreground">Credits</dt>
                <dd>
                  <IntentLink className="underline" href={`/invoices/${credited.id}`}>
                    Invoice {credited.number}
                  </IntentLink>
                </dd>
              </>
            )}
          </dl>
        </TitledCard>
        {invoice.kind !== "credit" && (
          <TitledCard title="Credit notes">
            {creditNotes.length === 0 ? (
              <p className="text-sm text-muted-foreground">None.</p>
            ) : (
              <ul className="grid gap-1 text-sm" data-testid="invoice-credit-notes">
                {creditNotes.map((note) => (
                  <li key={note.id}>
                    <IntentLink className="underline" href={`/invoices/${note.id}`}>
                      {note.number ?? "Draft"}
                    </IntentLink>{" "}
                    {money(note.totalMinor)} · {INVOICE_STATUS_LABELS[note.status as InvoiceStatus] ?? note.status}
                  </li>
                ))}
              </ul>
            )}
          </TitledCard>
        )}
        {invoice.kind !== "credit" && (
          <TitledCard title="Payments">
            {payments.length === 0 ? (
              <p className="text-sm text-muted-foreground">None yet.</p>
            ) : (
              <ul className="grid gap-1 text-sm" data-testid="invoice-payments">
                {payments.map((payment) => (
                  <li key={payment.id} className="break-words">
                    {formatDateTime(payment.receivedAt)}: {money(payment.amountMinor)} ({payment.method})
                    {payment.reference ? ` · ${payment.reference}` : ""}
                  </li>
                ))}
              </ul>
            )}
          </TitledCard>
        )}
        <TitledCard title="Events">
          <ol className="grid gap-1 text-sm" data-testid="invoice-events">
            {events.map((event, index) => (
              <li key={index}>
                <span className="text-muted-foreground">{formatDateTime(event.at)}</span> {event.what}
              </li>
            ))}
          </ol>
        </TitledCard>
      </div>
    </div>
  );
}
