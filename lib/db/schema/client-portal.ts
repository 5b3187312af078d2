/**
 * The client's page (docs/decisions/quotes-and-projects.md "The client's page"): links to `/c/<token>`,
 * one row per link handed out, each its own 256-bit token kept only as SHA-256. A client (a lead with a
 * project) may hold several at once (each e-mail carries a fresh one); revoking sets `revoked_at` on every
 * link of the lead, so every old link answers 404.
 */
import { sql } from "drizzle-orm";
import { char, index, integer, pgTable, serial, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { at, createdAt } from "./columns";
import { leads } from "./leads";

export const clientLinks = pgTable(
  "client_links",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the token; the token is never stored. */
    tokenHash: char("token_hash", { length: 64 }).notNull(),
    /** Why it was made: `email` (with a quote, invoice or report), `resend`, `copy`, `sign-in` (from /c). */
    purpose: varchar("purpose", { length: 20 }).notNull(),
    revokedAt: at("revoked_at"),
    /** The last view written on the lead's timeline, at most one an hour per link. */
    lastViewRecordedAt: at("last_view_recorded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("client_links_token_hash_key").on(t.tokenHash),
    index("client_links_lead_live_idx")
      .on(t.leadId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export type ClientLink = typeof clientLinks.$inferSelect;
