"use client";
/**
 * /invoices (docs/decisions/quotes-and-projects.md "Invoices: numbers, the deposit and payments"): one
 * server page of invoices and credit notes, newest first, searched (number, client) and filtered (status, overdue, kind, client)
 * in SQL with the state in the URL, what is outstanding and what was paid this month above it. The table
 * scrolls inside its card on a 390 px phone.
 */
import { useMemo } from "react";
import { IntentLink } from "@/components/console/intent-link";
import type { ColumnDef } from "@tanstack/react-table";
import { ReceiptText } from "lucide-react";
import { EmptyState } from "@/components/console/empty-state";
import { columnMeta as meta, DataTable } from "@/components/console/list/data-table";
import { ListToolbar } from "@/components/console/list/list-toolbar";
import { ListFilterSelect } from "@/components/console/list/list-filter-select";
import { ListPager } from "@/components/console/list/list-pager";
import { useListFilter } from "@/components/console/list/use-list-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Invoice } from "@/lib/db/schema";
import type { PagedList } from "@/lib/db/keyset";
import { formatDate } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import { INVOICE_KIND_FILTERS, INVOICE_STATUS_FILTERS, invoiceFilterParsers } from "@/lib/invoices/list-filter";
import type { InvoiceTotals } from "@/lib/invoices/queries";
import {
  INVOICE_KIND_FILTER_LABELS,
  INVOICE_KIND_LABELS,
  INVOICE_STATUS_FILTER_LABELS,
  INVOICE_STATUS_LABELS,
  type InvoiceKind,
  type InvoiceStatus,
} from "@/lib/invoices/statuses";
import type { SentReminder } from "@/lib/invoices/reminder-queries";
import { cn } from "@/lib/utils";
import { OverdueReminders } from "./overdue-reminders";
import { RecordPaymentButton } from "./record-payment-dialog";

/** Amounts per currency on one line, or "nothing". */
function sums(amounts: { currency: string; amountMinor: number }[]): string {
  return amounts.length === 0 ? "nothing" : amounts.map((a) => formatMoney(a.amountMinor, a.currency)).join(" · ");
}

/** The totals, the search and filters, one page of invoices and the pager. */
export function InvoicesList({
  page,
  total,
  totals,
  reminders,
  filtered,
}: PagedList<Invoice> & { totals: InvoiceTotals; reminders: Record<number, SentReminder[]>; filtered: boolean }) {
  const status = useListFilter("status", invoiceFilterParsers.status);
  const kind = useListFilter("kind", invoiceFilterParsers.kind);
  const client = useListFilter("client", invoiceFilterParsers.client);
  const columns = useMemo<ColumnDef<Invoice, unknown>[]>(
    () => [
      {
        id: "invoice",
        header: "Invoice",
        meta: meta("min-w-40 whitespace-normal"),
        cell: ({ row: { original: i } }) => (
          <div className="grid gap-0.5">
            <IntentLink
              href={`/invoices/${i.id}`}
              className="font-medium tabular-nums underline-offset-2 hover:underline"
            >
              {i.number ?? "Draft"}
            </IntentLink>
            <span className="text-xs text-muted-foreground">
              {i.kind === "standard" ? "" : `${INVOICE_KIND_LABELS[i.kind as InvoiceKind] ?? i.kind} · `}
              {i.clientName || "—"}
            </span>
          </div>
        ),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row: { original: i } }) => (
          <Badge variant={i.status === "paid" ? "default" : "secondary"}>
            {INVOICE_STATUS_LABELS[i.status as InvoiceStatus] ?? i.status}
          </Badge>
        ),
      },
      {
        id: "total",
        header: "Total",
        meta: meta("text-right tabular-nums whitespace-nowrap"),
        cell: ({ row: { original: i } }) => formatMoney(i.totalMinor, i.currency),
      },
      {
        id: "paid",
        header: "Paid",
        meta: meta("text-right tabular-nums whitespace-nowrap"),
        cell: ({ row: { original: i } }) => formatMoney(i.amountPaidMinor, i.currency),
      },
      {
        id: "due",
        header: "Due",
        meta: meta("whitespace-nowrap"),
        cell: ({ row: { original: i } }) => (
          <div className="grid gap-0.5">
            <span>{i.dueDate ? formatDate(i.dueDate) : "—"}</span>
            <OverdueReminders reminders={reminders[i.id]} />
          </div>
        ),
      },
      {
        id: "actions",
        header: "",
        cell: ({ row: { original: i } }) =>
          (i.status === "issued" || i.status === "partially_paid") && i.kind !== "credit" ? (
            <RecordPaymentButton id={i.id} label={i.number ?? ""} />
          ) : null,
      },
    ],
    [reminders],
  );
  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground" data-testid="invoice-totals">
        Outstanding: {sums(totals.outstanding)}. Paid this month: {sums(totals.paidThisMonth)}.
      </p>
      <ListToolbar searchLabel="Search invoices" placeholder="Search numbers and clients...">
        <ListFilterSelect
          label="Filter by status"
          value={status.value}
          options={INVOICE_STATUS_FILTERS}
          labels={INVOICE_STATUS_FILTER_LABELS}
          onChange={status.setValue}
          className="w-full sm:w-40"
        />
        <ListFilterSelect
          label="Filter by kind"
          value={kind.value}
          options={INVOICE_KIND_FILTERS}
          labels={INVOICE_KIND_FILTER_LABELS}
          onChange={kind.setValue}
          className="w-full sm:w-40"
        />
        {client.value > 0 && (
          <Button variant="outline" onClick={() => client.setValue(0)}>
            One client only · show all
          </Button>
        )}
      </ListToolbar>
      <div className={cn(page.rows.length > 0 && "rounded-xl border")}>
        <DataTable
          columns={columns}
          rows={page.rows}
          getRowId={(i) => String(i.id)}
          caption="Invoices"
          pending={status.isPending || kind.isPending || client.isPending}
          empty={
            <EmptyState bordered icon={ReceiptText}>
              {filtered ? "No invoices match." : "No invoices yet. A quote accepted with a deposit issues one."}
            </EmptyState>
          }
          rowProps={(i) => ({ "data-invoice-id": i.id, className: "align-top" })}
        />
      </div>
      {(page.rows.length > 0 || page.prevCursor) && <ListPager page={page} total={total} noun="invoices" />}
    </>
  );
}
