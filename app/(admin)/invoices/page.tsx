/** /invoices: every invoice, searched and filtered, with what is owed and paid (docs/decisions/quotes-and-projects.md "Invoices: numbers, the deposit and payments"). */
import type { Metadata } from "next";
import { PageHeader } from "@/components/console/page-header";
import { BankDetailsButton } from "@/components/invoices/bank-details-dialog";
import { InvoicesList } from "@/components/invoices/invoices-list";
import { NewInvoiceButton } from "@/components/invoices/new-invoice-dialog";
import { requireUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { isoDay } from "@/lib/format/date";
import { addDays } from "@/lib/format/zoned-time";
import { loadInvoiceFilters } from "@/lib/invoices/list-filter";
import { DEFAULT_DUE_DAYS } from "@/lib/invoices/statuses";
import { readBankTransferDetails } from "@/lib/invoices/settings";
import { pageInvoices } from "@/lib/invoices/queries";
import { remindersOf } from "@/lib/invoices/reminder-queries";
import { readListParams } from "@/lib/pagination/list-params";

export const metadata: Metadata = { title: "Invoices" };

export default async function InvoicesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const params = await searchParams;
  const request = readListParams(params);
  const filters = loadInvoiceFilters(params);
  const [list, bankDetails] = await Promise.all([
    pageInvoices({ ...request, ...filters }),
    readBankTransferDetails(db),
  ]);
  const today = isoDay(new Date());
  const reminders = await remindersOf(list.page.rows.map((i) => i.id));
  const filtered = Boolean(request.q) || filters.status !== "all" || filters.kind !== "all" || filters.client > 0;
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Invoices and credit notes issued to clients, newest first, and what they have paid."
      >
        <NewInvoiceButton dueDate={addDays(today, DEFAULT_DUE_DAYS)} />
        <BankDetailsButton details={bankDetails} />
      </PageHeader>
      <InvoicesList {...list} reminders={reminders} filtered={filtered} />
    </>
  );
}
