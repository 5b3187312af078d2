/** /invoices/<id>: one invoice or credit note, its lines, totals, payments, events and actions (docs/decisions/quotes-and-projects.md "Staff-issued invoices: draft, issue, void"). */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { IntentLink } from "@/components/console/intent-link";
import { PageHeader } from "@/components/console/page-header";
import { InvoiceActions } from "@/components/invoices/invoice-actions";
import { InvoiceDetail } from "@/components/invoices/invoice-detail";
import { Badge } from "@/components/ui/badge";
import { requireUser } from "@/lib/auth/session";
import { formatMoney } from "@/lib/format/money";
import { pathRowId } from "@/lib/input/identifiers";
import { readInvoiceDetail } from "@/lib/invoices/queries";
import {
  INVOICE_KIND_LABELS,
  INVOICE_STATUS_LABELS,
  type InvoiceKind,
  type InvoiceStatus,
} from "@/lib/invoices/statuses";

export const metadata: Metadata = { title: "Invoice" };

export default async function InvoiceDetailPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = pathRowId((await params).id);
  if (id === null) notFound();
  const detail = await readInvoiceDetail(id);
  if (!detail) notFound();
  const { invoice } = detail;
  return (
    <>
      <p className="mb-2 text-sm">
        <IntentLink href="/invoices" className="text-muted-foreground hover:underline">
          ← Invoices
        </IntentLink>
      </p>
      <PageHeader
        title={`${INVOICE_KIND_LABELS[invoice.kind as InvoiceKind] ?? "Invoice"} ${invoice.number ?? "(draft)"}`}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge data-testid="invoice-status">
              {INVOICE_STATUS_LABELS[invoice.status as InvoiceStatus] ?? invoice.status}
            </Badge>
            <span>{formatMoney(invoice.totalMinor, invoice.currency)}</span>
            <IntentLink href={`/leads/${invoice.leadId}`} className="underline">
              {invoice.clientName || `Lead #${invoice.leadId}`}
            </IntentLink>
          </span>
        }
      >
        <InvoiceActions
          id={invoice.id}
          kind={invoice.kind}
          status={invoice.status}
          number={invoice.number}
          hasPayments={detail.payments.length > 0}
        />
      </PageHeader>
      <InvoiceDetail detail={detail} />
    </>
  );
}
