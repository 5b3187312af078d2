/** Project codes: a texted idea's code and its redemption (spec: docs/spec/operator-console.md §3). */
import { sql, type SQL } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, varchar, type AnyPgColumn } from "drizzle-orm/pg-core";
import { at, createdAt, searchText, updatedAt } from "./columns";
import { leads } from "./leads";

/** The columns /project-codes and /code-management search, in `projectCodeSearchText`. */
const SEARCHED_FIELDS = [
  "code",
  "draft",
  "contactName",
  "contactEmail",
  "contactPhone",
  "usedByName",
  "usedByEmail",
  "usedByPhone",
] as const;

const projectCodesColumns = {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 20 }).notNull().unique(),
  /** The drafted proposal shown on redemption; the spec calls this column `projectIdea`. */
  draft: text("project_idea").notNull(),
  isUsed: boolean("is_used").notNull().default(false),
  usedAt: at("used_at"),
  usedByName: varchar("used_by_name", { length: 100 }),
  usedByEmail: varchar("used_by_email", { length: 255 }),
  usedByPhone: varchar("used_by_phone", { length: 30 }),
  status: varchar("status", { length: 50 }).notNull().default("new"),
  contactName: varchar("contact_name", { length: 100 }),
  contactEmail: varchar("contact_email", { length: 255 }),
  contactPhone: varchar("contact_phone", { length: 30 }),
  notes: text("notes"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** The lead the code was issued to or redeemed by; its status follows the lead's. */
  leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
};

export const projectCodes = pgTable("project_codes", projectCodesColumns, (t) => [
  index("project_codes_lead_idx").on(t.leadId),
  // The lists' order and the Unused/Redeemed filter, and the trigram index of their search.
  index("project_codes_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
  index("project_codes_used_created_id_idx").on(t.isUsed, t.createdAt.desc(), t.id.desc()),
  index("project_codes_search_trgm_idx").using("gin", sql`(${projectCodeSearchText(t)}) gin_trgm_ops`),
]);

/**
 * What /project-codes and /code-management search (docs/decisions/data-and-jobs.md "Server-paged lists"): the code, the draft, and the client's
 * names, e-mails and phones (entered by an admin or given when redeeming), one per line so a search
 * never matches across two fields (search text has no line breaks). The trigram index above and the
 * query (lib/project-codes/queries.ts) must use this same expression, or PostgreSQL skips the index.
 */
export function projectCodeSearchText(t: Record<(typeof SEARCHED_FIELDS)[number], AnyPgColumn>): SQL {
  return searchText(SEARCHED_FIELDS.map((field) => t[field]));
}

export type ProjectCode = typeof projectCodes.$inferSelect;
