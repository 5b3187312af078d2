/**
 * Quotes (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): a priced offer to a lead, written as
 * versions. A version is a draft until it is sent; once sent it is frozen (a trigger refuses any update
 * of a sent version, so a signed offer can never change after the fact) and an edit makes the next
 * version. Each sent version has its own link token, kept only as its SHA-256. The acceptance is one row
 * per quote (the unique key settles concurrent accepts) holding the evidence; the events form a hash
 * chain whose head is kept on the quote, so an edited, inserted or deleted event shows.
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
import { users } from "./auth";
import { leads } from "./leads";
import { projectCodes } from "./project-codes";

/** One line of a version as stored (money rules: lib/money/compute.ts). */
export interface QuoteItem {
  description: string;
  /** Thousandths of a unit. */
  quantityMilli: number;
  /** The unit's name ("hour", "page"), or empty. */
  unit: string;
  unitPriceMinor: number;
  discountBp: number;
  /** Null: the version's tax rate. */
  taxRateBp: number | null;
  /**
   * An amount already invoiced taken off as it is (a final invoice's deposit line): no share of the
   * document's discount, no tax, a negative price allowed (lib/money/compute.ts).
   */
  deduction?: boolean;
}

export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    projectCodeId: integer("project_code_id").references(() => projectCodes.id, { onDelete: "set null" }),
    assignedTo: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** ISO 4217, one per quote. */
    currency: char("currency", { length: 3 }).notNull(),
    /** `QUOTE_STATUSES` (lib/quotes/statuses.ts). */
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    /** The version shown and edited now (the highest number). */
    currentVersion: integer("current_version").notNull().default(1),
    /** The current version's title and total, kept here for the list's search, filter and order. */
    title: varchar("title", { length: 200 }).notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull().default(0),
    /** The lead's name when the quote was made, for the list's search. */
    clientName: varchar("client_name", { length: 100 }).notNull().default(""),
    sentAt: at("sent_at"),
    firstViewedAt: at("first_viewed_at"),
    /** When it was accepted, declined or voided. */
    closedAt: at("closed_at"),
    /** The event chain's length and its last hash (lib/quotes/event-chain.ts). */
    eventCount: integer("event_count").notNull().default(0),
    eventHead: char("event_head", { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("quotes_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
    index("quotes_status_created_id_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("quotes_assigned_created_id_idx").on(t.assignedTo, t.createdAt.desc(), t.id.desc()),
    index("quotes_total_id_idx").on(t.totalMinor, t.id),
    index("quotes_lead_idx").on(t.leadId),
    index("quotes_search_trgm_idx").using("gin", sql`(${quoteSearchText(t)}) gin_trgm_ops`),
    check("quotes_total_check", sql`${t.totalMinor} >= 0`),
  ],
);

/** What /quotes searches: the title and the client's name. Index and query share it. */
export function quoteSearchText(t: Record<"title" | "clientName", AnyPgColumn>): SQL {
  return searchText([t.title, t.clientName]);
}

export const quoteVersions = pgTable(
  "quote_versions",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    summary: text("summary").notNull().default(""),
    items: jsonb("items").$type<QuoteItem[]>().notNull(),
    discountBp: integer("discount_bp").notNull().default(0),
    taxRateBp: integer("tax_rate_bp").notNull().default(0),
    /** `exclusive` or `inclusive` (lib/money/compute.ts). */
    taxMode: varchar("tax_mode", { length: 10 }).notNull().default("exclusive"),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    paymentTerms: text("payment_terms").notNull().default(""),
    depositBp: integer("deposit_bp").notNull().default(0),
    termsText: text("terms_text").notNull().default(""),
    subtotalMinor: bigint("subtotal_minor", { mode: "number" }).notNull().default(0),
    taxMinor: bigint("tax_minor", { mode: "number" }).notNull().default(0),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull().default(0),
    /** Set when sent; from then on the row never changes. */
    sentAt: at("sent_at"),
    /** Where the link was sent (an e-mail address or an E.164 number). */
    sentTo: varchar("sent_to", { length: 255 }),
    /** SHA-256 (hex) of the version's canonical JSON (lib/quotes/canonical.ts), fixed when sent. */
    contentSha256: char("content_sha256", { length: 64 }),
    /** SHA-256 (hex) of the link's token; the token itself is never stored. */
    tokenHash: char("token_hash", { length: 64 }),
    tokenRevokedAt: at("token_revoked_at"),
    /** The PDF offered with this version, printed when it was sent, and its SHA-256 (hex). */
    offeredPdf: bytea("offered_pdf"),
    pdfSha256: char("pdf_sha256", { length: 64 }),
    /** The client's first opening of this version's link. */
    firstViewedAt: at("first_viewed_at"),
    createdBy: varchar("created_by", { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("quote_versions_quote_number_key").on(t.quoteId, t.number),
    uniqueIndex("quote_versions_token_hash_key")
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
  ],
);

/** The acceptance of a quote, once per quote, with the evidence of who agreed to what, when and from where. */
export const quoteAcceptances = pgTable(
  "quote_acceptances",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    versionId: integer("version_id")
      .notNull()
      .references(() => quoteVersions.id, { onDelete: "cascade" }),
    versionNumber: integer("version_number").notNull(),
    /** The server's clock. */
    acceptedAt: at("accepted_at").notNull().defaultNow(),
    /** The client's address by the trusted-proxy rule (lib/request-ip.ts). */
    clientIp: varchar("client_ip", { length: 64 }).notNull(),
    userAgent: varchar("user_agent", { length: 512 }).notNull(),
    typedName: varchar("typed_name", { length: 200 }).notNull(),
    /** The drawn signature as PNG, when drawn. */
    signaturePng: bytea("signature_png"),
    sentTo: varchar("sent_to", { length: 255 }).notNull(),
    offeredPdfSha256: char("offered_pdf_sha256", { length: 64 }).notNull(),
    contentSha256: char("content_sha256", { length: 64 }).notNull(),
    /** The sealed PDF (quote + certificate, signed) and its SHA-256, once made. */
    signedPdf: bytea("signed_pdf"),
    signedPdfSha256: char("signed_pdf_sha256", { length: 64 }),
    sealedAt: at("sealed_at"),
  },
  (t) => [
    uniqueIndex("quote_acceptances_quote_key").on(t.quoteId),
    uniqueIndex("quote_acceptances_signed_pdf_key")
      .on(t.signedPdfSha256)
      .where(sql`${t.signedPdfSha256} is not null`),
    index("quote_acceptances_accepted_idx").on(t.acceptedAt),
  ],
);

/** A quote's append-only event log; `hash` = SHA-256 of `prev_hash` and the row's canonical content. */
export const quoteEvents = pgTable(
  "quote_events",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** 1, 2, 3… per quote. */
    seq: integer("seq").notNull(),
    /** `QUOTE_EVENT_KINDS` (lib/quotes/statuses.ts). */
    kind: varchar("kind", { length: 20 }).notNull(),
    versionNumber: integer("version_number"),
    detail: jsonb("detail").$type<Record<string, string | number | null>>().notNull(),
    actor: varchar("actor", { length: 100 }),
    /** Written by the server clock in milliseconds, so the hash covers exactly what is stored. */
    occurredAt: at("occurred_at").notNull(),
    prevHash: char("prev_hash", { length: 64 }).notNull(),
    hash: char("hash", { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex("quote_events_quote_seq_key").on(t.quoteId, t.seq)],
);

/** The agency's quote settings: one row (`id` 1), the terms and conditions every new quote starts from. */
export const quoteSettings = pgTable(
  "quote_settings",
  {
    id: integer("id").primaryKey().default(1),
    termsTemplate: text("terms_template").notNull().default(""),
    /** What an invoice shows when Stripe is not configured: the agency's bank account, for a transfer. */
    bankTransferDetails: text("bank_transfer_details").notNull().default(""),
    updatedBy: varchar("updated_by", { length: 100 }),
    updatedAt: updatedAt(),
  },
  (t) => [check("quote_settings_one_row", sql`${t.id} = 1`)],
);

export type Quote = typeof quotes.$inferSelect;
export type QuoteVersion = typeof quoteVersions.$inferSelect;
export type QuoteAcceptance = typeof quoteAcceptances.$inferSelect;
export type QuoteEvent = typeof quoteEvents.$inferSelect;
