/**
 * Reads of the invoices console (docs/decisions/quotes-and-projects.md "Invoices: numbers, the deposit and
 * payments"): a page of invoices searched (number, client) and filtered (status, overdue, kind, client) in SQL
 * on the indexes of lib/db/schema/invoices.ts, with what is outstanding and what was paid this month
 * (UTC), per currency, in minor units; and one invoice with its payments, credit notes and events.
 */
import "server-only";
import { and, asc, eq, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  cursorKey,
  keysetQuery,
  searchCondition,
  toPage,
  type KeysetOrder,
  type PagedList,
  type PageRequest,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { invoicePayments, invoices, invoiceSearchText, projects, type Invoice } from "@/lib/db/schema";
import { isoDay } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import type { InvoiceKindFilter, InvoiceStatusFilter } from "./list-filter";

/** What /invoices asks for. */
export type InvoiceListRequest = PageRequest & {
  q: string;
  status: InvoiceStatusFilter;
  kind: InvoiceKindFilter;
  client: number;
};

/** Per currency: what issued invoices still owe, and what was received since the month began. */
export interface InvoiceTotals {
  outstanding: { currency: string; amountMinor: number }[];
  paidThisMonth: { currency: string; amountMinor: number }[];
}

const ORDER: KeysetOrder = { column: invoices.createdAt, kind: "timestamp", id: invoices.id };
const OPEN = ["issued", "partially_paid"];

function invoiceFilter(request: Omit<InvoiceListRequest, keyof PageRequest>, today: string): SQL | undefined {
  return and(
    request.status === "all"
      ? undefined
      : request.status === "overdue"
        ? and(inArray(invoices.status, OPEN), ne(invoices.kind, "credit"), lt(invoices.dueDate, today))
        : eq(invoices.status, request.status),
    request.kind === "all" ? undefined : eq(invoices.kind, request.kind),
    request.client <= 0 ? undefined : eq(invoices.leadId, request.client),
    searchCondition(invoiceSearchText(invoices), request.q),
  );
}

/** A page of invoices, newest first, with the capped count and the console's totals. */
export async function pageInvoices(
  request: InvoiceListRequest,
  now = new Date(),
): Promise<PagedList<Invoice> & { totals: InvoiceTotals }> {
  const filter = invoiceFilter(request, isoDay(now));
  const keyset = keysetQuery(ORDER, request);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [rows, total, outstanding, paidThisMonth] = await Promise.all([
    db
      .select({ invoice: invoices, cursorKey: cursorKey(ORDER) })
      .from(invoices)
      .where(and(filter, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(invoices, filter),
    db
      .select({
        currency: invoices.currency,
        amountMinor:
          sql<number>`coalesce(sum(greatest(${invoices.totalMinor} - ${invoices.creditedMinor} - ${invoices.amountPaidMinor}, 0)), 0)`.mapWith(
            Number,
          ),
      })
      .from(invoices)
      .where(inArray(invoices.status, OPEN))
      .groupBy(invoices.currency)
      .orderBy(asc(invoices.currency)),
    db
      .select({
        currency: invoicePayments.currency,
        amountMinor: sql<number>`coalesce(sum(${invoicePayments.amountMinor}), 0)`.mapWith(Number),
      })
      .from(invoicePayments)
      .where(gte(invoicePayments.receivedAt, monthStart))
      .groupBy(invoicePayments.currency)
      .orderBy(asc(invoicePayments.currency)),
  ]);
  const page = toPage(
    rows.map((r) => ({ row: r.invoice, cursorKey: r.cursorKey, id: r.invoice.id })),
    request,
  );
  return { page: { ...page, rows: page.rows.map(({ row }) => row) }, total, totals: { outstanding, paidThisMonth } };
}

/** One step of an invoice's life as its page lists it. */
export interface InvoiceEvent {
  at: Date;
  what: string;
}

/** Everything /invoices/<id> shows. */
export interface InvoiceDetail {
  invoice: Invoice;
  projectName: string;
  /** A credit note's invoice. */
  credited: { id: number; number: string | null } | null;
  creditNotes: Pick<Invoice, "id" | "number" | "status" | "totalMinor" | "issuedAt">[];
  payments: (typeof invoicePayments.$inferSelect)[];
  events: InvoiceEvent[];
}

/** Invoice `id` with its project, credit notes, payments and the events of its life, oldest first; null for none. */
export async function readInvoiceDetail(id: number): Promise<InvoiceDetail | null> {
  const [row] = await db
    .select({ invoice: invoices, projectName: projects.name })
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .where(eq(invoices.id, id));
  if (!row) return null;
  const { invoice } = row;
  const [creditNotes, payments, credited] = await Promise.all([
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        totalMinor: invoices.totalMinor,
        issuedAt: invoices.issuedAt,
      })
      .from(invoices)
      .where(eq(invoices.creditedInvoiceId, id))
      .orderBy(asc(invoices.id)),
    db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id)).orderBy(asc(invoicePayments.receivedAt)),
    invoice.creditedInvoiceId
      ? db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(eq(invoices.id, invoice.creditedInvoiceId))
      : Promise.resolve([]),
  ]);
  const events: InvoiceEvent[] = [
    { at: invoice.createdAt, what: `Drafted by ${invoice.createdBy}` },
    ...(invoice.issuedAt ? [{ at: invoice.issuedAt, what: `Issued as ${invoice.number}` }] : []),
    ...(invoice.emailedAt ? [{ at: invoice.emailedAt, what: "E-mailed to the client with its PDF" }] : []),
    ...payments.map((payment) => ({
      at: payment.receivedAt,
      what: `${payment.amountMinor < 0 ? "Refund" : "Payment"} ${formatMoney(payment.amountMinor, payment.currency)} (${payment.method})`,
    })),
    ...creditNotes
      .filter((note) => note.issuedAt)
      .map((note) => ({
        at: note.issuedAt!,
        what: `Credit note ${note.number}: ${formatMoney(note.totalMinor, invoice.currency)}`,
      })),
    ...(invoice.voidedAt ? [{ at: invoice.voidedAt, what: "Voided (the number stays taken)" }] : []),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return { invoice, projectName: row.projectName, credited: credited[0] ?? null, creditNotes, payments, events };
}
