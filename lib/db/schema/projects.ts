/**
 * Projects (docs/decisions/quotes-and-projects.md "Projects start from an accepted quote"): the work that follows an accepted
 * quote, one per quote (the unique key makes starting it once a fact of the database, however many
 * instances process the acceptance). Its milestones are TODO items, so the weekly digest lists them.
 */
import { sql, type SQL } from "drizzle-orm";
import { index, integer, pgTable, serial, uniqueIndex, varchar, type AnyPgColumn } from "drizzle-orm/pg-core";
import { at, createdAt, searchText } from "./columns";
import { users } from "./auth";
import { leads } from "./leads";
import { todoItems } from "./todos";
import { quotes } from "./quotes";

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The signed quote it started from. */
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 200 }).notNull(),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** When staff marked the work delivered (docs/decisions/quotes-and-projects.md "The final invoice on delivery"). */
    deliveredAt: at("delivered_at"),
    deliveredBy: varchar("delivered_by", { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("projects_quote_key").on(t.quoteId),
    index("projects_lead_idx").on(t.leadId),
    index("projects_search_trgm_idx").using("gin", sql`(${projectSearchText(t)}) gin_trgm_ops`),
  ],
);

/** What the invoice form's project picker searches: the project's name. Index and query share it. */
export function projectSearchText(t: Record<"name", AnyPgColumn>): SQL {
  return searchText([t.name]);
}

/** A project's milestones: TODO items, in the quote's line order. */
export const projectMilestones = pgTable(
  "project_milestones",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    todoItemId: integer("todo_item_id")
      .notNull()
      .references(() => todoItems.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("project_milestones_todo_key").on(t.todoItemId),
    index("project_milestones_project_idx").on(t.projectId, t.position),
  ],
);

export type Project = typeof projects.$inferSelect;
