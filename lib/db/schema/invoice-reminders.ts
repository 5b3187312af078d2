/**
 * Overdue reminders of invoices (docs/decisions/quotes-and-projects.md "Overdue reminders"): one row per
 * invoice and stage (days overdue: 3 or 10), inserted with ON CONFLICT DO NOTHING in the transaction that
 * queues the reminder, so the unique key decides which instance sends it and each stage goes once.
 */
import { integer, pgTable, serial, smallint, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { at, createdAt } from "./columns";
import { invoices } from "./invoices";

export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    /** Days past the due date that the reminder marks: `OVERDUE_REMINDER_STAGES` (lib/invoices/overdue-reminders.ts). */
    stage: smallint("stage").notNull(),
    /** The address e-mailed, or null when the client has none. */
    emailedTo: varchar("emailed_to", { length: 255 }),
    /** The number texted (E.164), or null: none, or it opted out. */
    textedTo: varchar("texted_to", { length: 20 }),
    /** When the text may leave: the claim's time, or the end of the recipient's quiet hours. */
    textAt: at("text_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invoice_reminders_once_key").on(t.invoiceId, t.stage)],
);

export type InvoiceReminder = typeof invoiceReminders.$inferSelect;
