/**
 * /invoices' filters as URL state (`?status=`, `?kind=`, `?client=`), shared by the page (server) and its controls
 * (client, through nuqs), so a filtered list survives a reload. `overdue` is a status filter: issued or
 * partly paid, and due before today (UTC).
 */
import { createLoader, parseAsInteger, parseAsStringLiteral } from "nuqs/server";
import { INVOICE_KINDS, INVOICE_STATUSES } from "./statuses";

export const INVOICE_STATUS_FILTERS = ["all", "overdue", ...INVOICE_STATUSES] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

export const INVOICE_KIND_FILTERS = ["all", ...INVOICE_KINDS] as const;
export type InvoiceKindFilter = (typeof INVOICE_KIND_FILTERS)[number];

/** nuqs parsers of the list's filters; an unknown status reads as `all`, a malformed client id as every client. */
export const invoiceFilterParsers = {
  status: parseAsStringLiteral(INVOICE_STATUS_FILTERS).withDefault("all"),
  /** Invoices of one kind (credit notes, deposits…); an unknown kind reads as `all`. */
  kind: parseAsStringLiteral(INVOICE_KIND_FILTERS).withDefault("all"),
  /** The client (lead) id; 0: every client. */
  client: parseAsInteger.withDefault(0),
};

/** Reads the filters from a page's `searchParams`. */
export const loadInvoiceFilters = createLoader(invoiceFilterParsers);
