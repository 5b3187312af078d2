/** Contact requests from the public site (spec: docs/spec/operator-console.md §3). */
import { boolean, index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { leads } from "./leads";

const contactRequestsColumns = {
  id: serial("id").primaryKey(),
  firstName: varchar("first_name", { length: 100 }).notNull(),
  lastName: varchar("last_name", { length: 100 }).notNull(),
  email: varchar("email", { length: 255 }).notNull(),
  company: varchar("company", { length: 200 }),
  projectType: varchar("project_type", { length: 100 }).notNull(),
  message: text("message").notNull(),
  isRead: boolean("is_read").notNull().default(false),
  createdAt: createdAt(),
  /** The lead this request belongs to (docs/sms.md "Leads"). */
  leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
};

export const contactRequests = pgTable("contact_requests", contactRequestsColumns, (t) => [
  index("contact_requests_lead_idx").on(t.leadId),
]);

export type ContactRequest = typeof contactRequests.$inferSelect;
