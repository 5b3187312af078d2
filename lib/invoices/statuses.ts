/**
 * An invoice's statuses and kinds (docs/decisions/quotes-and-projects.md "Invoices: numbers, the deposit and
 * payments"), without database imports so client components can list them. `draft → issued → paid |
 * partially_paid | void`; a void invoice keeps its number.
 */

export const INVOICE_STATUSES = ["draft", "issued", "partially_paid", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * `deposit`: asked when a quote is accepted, once per quote; `final`: the rest, when the project is
 * delivered, once per project; `standard`: any other invoice staff issue; `credit`: a credit note,
 * negative, against one invoice.
 */
export const INVOICE_KINDS = ["deposit", "standard", "final", "credit"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** How each kind reads on the console and on the PDF. */
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  deposit: "Deposit invoice",
  standard: "Invoice",
  final: "Final invoice",
  credit: "Credit note",
};

/** The kind filter's labels: every kind, plus all. */
export const INVOICE_KIND_FILTER_LABELS: Record<"all" | InvoiceKind, string> = {
  all: "All kinds",
  ...INVOICE_KIND_LABELS,
};

/** How each status reads on the console. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: "Draft",
  issued: "Issued",
  partially_paid: "Partly paid",
  paid: "Paid",
  void: "Void",
};

/** The status filter's labels: every status, plus all and overdue. */
export const INVOICE_STATUS_FILTER_LABELS: Record<"all" | "overdue" | InvoiceStatus, string> = {
  all: "All statuses",
  overdue: "Overdue",
  ...INVOICE_STATUS_LABELS,
};

/** Days from issue to the due date of a final invoice, and of a new invoice until staff change it. */
export const DEFAULT_DUE_DAYS = 14;
