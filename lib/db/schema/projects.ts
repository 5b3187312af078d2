/**
 * Projects (docs/decisions/quotes-and-projects.md "Projects start from an accepted quote"): the work that follows an accepted
 * quote, one per quote (the unique key makes starting it once a fact of the database, however many
 * instances process the acceptance). Its milestones are TODO items, so the weekly digest lists them.
 */
import { index, integer, pgTable, serial, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("projects_quote_key").on(t.quoteId), index("projects_lead_idx").on(t.leadId)],
);

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
