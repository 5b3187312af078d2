/**
 * Invoices (docs/decisions/quotes-and-projects.md "Invoices: numbers, the deposit and payments"): what a project
 * bills its lead. A draft has no number; issuing takes the next number of the issue year from
 * `invoice_number_counters` in the issuing transaction, so numbers are consecutive, never reused, and a
 * void invoice keeps its own. Money in integer minor units (lib/money/compute.ts). The deposit invoice of
 * a quote exists once: a unique key on (quote, kind) where the kind is `deposit`; the final invoice of a
 * project likewise, on (project, kind) where the kind is `final`. A credit note (kind `credit`) names
 * the invoice it credits and takes its number from its own series (docs/decisions/quotes-and-projects.md
 * "Credit notes: their own series, negative lines").
 */
import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { at, bytea, createdAt, searchText, updatedAt } from "./columns";
import { leads } from "./leads";
import { projects } from "./projects";
import { quotes, type QuoteItem } from "./quotes";

export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The quote it bills, when it came from one (the deposit invoice). */
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    /** The lead's name when issued, for the list's search. */
    clientName: varchar("client_name", { length: 100 }).notNull().default(""),
    /** `deposit`, `standard`, `final` or `credit` (lib/invoices/statuses.ts). */
    kind: varchar("kind", { length: 20 }).notNull().default("standard"),
    /** A credit note's invoice: what it credits. */
    creditedInvoiceId: integer("credited_invoice_id").references((): AnyPgColumn => invoices.id, {
      onDelete: "cascade",
    }),
    /** `2026-0007` (a credit note: `CN-2026-0001`); null while a draft. */
    number: varchar("number", { length: 20 }),
    /** `INVOICE_STATUSES` (lib/invoices/statuses.ts). */
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    /** Calendar dates (UTC day). */
    issueDate: date("issue_date", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    /** ISO 4217. */
    currency: char("currency", { length: 3 }).notNull(),
    lines: jsonb("lines").$type<QuoteItem[]>().notNull(),
    discountBp: integer("discount_bp").notNull().default(0),
    taxRateBp: integer("tax_rate_bp").notNull().default(0),
    /** `exclusive` or `inclusive` (lib/money/compute.ts). */
    taxMode: varchar("tax_mode", { length: 10 }).notNull().default("exclusive"),
    subtotalMinor: bigint("subtotal_minor", { mode: "number" }).notNull().default(0),
    discountMinor: bigint("discount_minor", { mode: "number" }).notNull().default(0),
    taxMinor: bigint("tax_minor", { mode: "number" }).notNull().default(0),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull().default(0),
    amountPaidMinor: bigint("amount_paid_minor", { mode: "number" }).notNull().default(0),
    /** What issued credit notes took off this invoice, as a positive amount; what is owed is total − credited − paid. */
    creditedMinor: bigint("credited_minor", { mode: "number" }).notNull().default(0),
    notes: text("notes").notNull().default(""),
    /** SHA-256 (hex) of the invoice link's token (`/i/<token>`), set at issue; the token is never stored. */
    linkTokenHash: char("link_token_hash", { length: 64 }),
    issuedAt: at("issued_at"),
    /** When it was voided (it keeps its number). */
    voidedAt: at("voided_at"),
    /** When its e-mail (with the PDF) was queued; null: not yet, or the client has no address. */
    emailedAt: at("emailed_at"),
    /** Who drafted it: a staff member's username, or `system` for the deposit and final invoices. */
    createdBy: varchar("created_by", { length: 100 }).notNull().default("system"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("invoices_number_key").on(t.number),
    uniqueIndex("invoices_quote_deposit_key")
      .on(t.quoteId, t.kind)
      .where(sql`${t.kind} = 'deposit'`),
    uniqueIndex("invoices_project_final_key")
      .on(t.projectId, t.kind)
      .where(sql`${t.kind} = 'final'`),
    index("invoices_credited_idx").on(t.creditedInvoiceId),
    index("invoices_kind_created_id_idx").on(t.kind, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("invoices_link_token_hash_key").on(t.linkTokenHash),
    index("invoices_project_idx").on(t.projectId),
    index("invoices_lead_created_id_idx").on(t.leadId, t.createdAt.desc(), t.id.desc()),
    index("invoices_status_created_id_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("invoices_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
    index("invoices_due_idx").on(t.dueDate),
    index("invoices_search_trgm_idx").using("gin", sql`(${invoiceSearchText(t)}) gin_trgm_ops`),
    check("invoices_number_when_issued_check", sql`${t.status} = 'draft' or ${t.number} is not null`),
    check("invoices_paid_check", sql`${t.amountPaidMinor} >= 0`),
    check(
      "invoices_credited_check",
      sql`${t.creditedMinor} >= 0 and ${t.creditedMinor} <= greatest(${t.totalMinor}, 0)`,
    ),
    check("invoices_credit_names_invoice_check", sql`(${t.kind} = 'credit') = (${t.creditedInvoiceId} is not null)`),
  ],
);

/** What /invoices searches: the number and the client's name. Index and query share it. */
export function invoiceSearchText(t: Record<"number" | "clientName", AnyPgColumn>): SQL {
  return searchText([t.number, t.clientName]);
}

/** The last invoice number taken per year: one row per year, incremented in the issuing transaction. */
export const invoiceNumberCounters = pgTable("invoice_number_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * The last credit-note number taken per year (`CN-2026-0001`): credit notes have their own gap-free
 * series, taken like the invoices' (docs/decisions/quotes-and-projects.md "Credit notes: their own
 * series, negative lines").
 */
export const creditNoteNumberCounters = pgTable("credit_note_number_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * An issued invoice's PDF, printed once per state it can be in (docs/decisions/quotes-and-projects.md
 * "The invoice's PDF: printed once per state and kept"): `state_key` names what the PDF shows that can
 * change after issue (status, paid, credited); a new state prints a new copy in its place.
 */
export const invoicePdfs = pgTable("invoice_pdfs", {
  invoiceId: integer("invoice_id")
    .primaryKey()
    .references(() => invoices.id, { onDelete: "cascade" }),
  stateKey: varchar("state_key", { length: 100 }).notNull(),
  pdf: bytea("pdf").notNull(),
  createdAt: createdAt(),
});

/** Money received against an invoice (negative for a refund), in the invoice's currency. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    /** `stripe` or `manual`. */
    method: varchar("method", { length: 20 }).notNull(),
    /** The provider's id (a PaymentIntent, a refund) or the staff member's note. */
    reference: varchar("reference", { length: 255 }).notNull().default(""),
    receivedAt: at("received_at").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId),
    index("invoice_payments_received_idx").on(t.receivedAt),
    /** One row per Stripe payment (its PaymentIntent) and one per refunded charge: a payment counts once. */
    uniqueIndex("invoice_payments_stripe_reference_key")
      .on(t.reference)
      .where(sql`${t.method} = 'stripe'`),
  ],
);

/** Each Stripe event handled, once: a retried or replayed event finds its id here and changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  /** Stripe's event id (`evt_…`). */
  eventId: varchar("event_id", { length: 255 }).primaryKey(),
  type: varchar("type", { length: 100 }).notNull(),
  invoiceId: integer("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
  /** What it did: `paid`, `refunded`, or why nothing (`currency_mismatch`, `unknown_invoice`, `ignored`…). */
  outcome: varchar("outcome", { length: 40 }).notNull(),
  receivedAt: createdAt(),
});

export type Invoice = typeof invoices.$inferSelect;
