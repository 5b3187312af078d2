/** /invoices: every invoice, searched and filtered, with what is owed and paid (docs/decisions/quotes-and-projects.md "Invoices: numbers, the deposit and payments"). */
import type { Metadata } from "next";
import { PageHeader } from "@/components/console/page-header";
import { InvoicesList } from "@/components/invoices/invoices-list";
import { requireUser } from "@/lib/auth/session";
import { loadInvoiceFilters } from "@/lib/invoices/list-filter";
import { pageInvoices } from "@/lib/invoices/queries";
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
  const list = await pageInvoices({ ...request, ...filters });
  const filtered = Boolean(request.q) || filters.status !== "all" || filters.client > 0;
  return (
    <>
      <PageHeader title="Invoices" description="Invoices issued to clients, newest first, and what they have paid." />
      <InvoicesList {...list} filtered={filtered} />
    </>
  );
}
