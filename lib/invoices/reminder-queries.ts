/**
 * Which overdue reminders went for a page of invoices (docs/decisions/quotes-and-projects.md "Overdue
 * reminders"), read on `invoice_reminders`' unique key (invoice, stage).
 */
import "server-only";
import { asc, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import { invoiceReminders } from "@/lib/db/schema";

/** One reminder sent: its stage (days overdue), when, and by which channels. */
export interface SentReminder {
  stage: number;
  sentAt: Date;
  emailed: boolean;
  texted: boolean;
}

/** The reminders of each of `invoiceIds`, by invoice id, earliest stage first. */
export async function remindersOf(invoiceIds: number[]): Promise<Record<number, SentReminder[]>> {
  if (invoiceIds.length === 0) return {};
  const rows = await db
    .select()
    .from(invoiceReminders)
    .where(inArray(invoiceReminders.invoiceId, invoiceIds))
    .orderBy(asc(invoiceReminders.stage));
  const byInvoice: Record<number, SentReminder[]> = {};
  for (const r of rows)
    (byInvoice[r.invoiceId] ??= []).push({
      stage: r.stage,
      sentAt: r.createdAt,
      emailed: r.emailedTo !== null,
      texted: r.textedTo !== null,
    });
  return byInvoice;
}
