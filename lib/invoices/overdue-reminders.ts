/**
 * Overdue reminders, a scheduled job (docs/decisions/quotes-and-projects.md "Overdue reminders"): an
 * issued or partly paid invoice 3 and 10 days past its due date (UTC days) gets an e-mail to its client,
 * and a text to the client's number unless it opted out (lib/sms/consent.ts). A text asked for in the
 * recipient's quiet hours is queued for their end (lib/sms/plan-quiet-send.ts), not dropped. Each stage
 * goes once across instances: in one transaction the invoice row is locked while still open (so a
 * payment or a void committed first stops it), the `invoice_reminders` row (invoice, stage) is inserted
 * with ON CONFLICT DO NOTHING, and only the inserter queues the messages and writes the lead's timeline.
 * An invoice found already 10 days overdue gets only the 10-day reminder.
 */
import { and, desc, eq, inArray, lte, ne, notExists, sql } from "drizzle-orm";
import { clientLinkLine, withClientLink } from "@/lib/client-portal/client-link";
import type { Database } from "@/lib/db";
import { invoiceReminders, invoices, leads, type Invoice } from "@/lib/db/schema";
import { formatDate, formatDateTime, isoDay } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import { recordLeadEvent } from "@/lib/leads/record-event";
import { deliverAfterResponse } from "@/lib/outbox/deliver";
import { enqueue } from "@/lib/outbox/enqueue";
import { isOptedOut } from "@/lib/sms/consent";
import { planQuietSend } from "@/lib/sms/plan-quiet-send";
import { owedMinor } from "./owed";

/** The reminder stages, in days past the due date, latest first. */
export const OVERDUE_REMINDER_STAGES = [10, 3] as const;
export type OverdueReminderStage = (typeof OVERDUE_REMINDER_STAGES)[number];

const DAY_MS = 86_400_000;
/** Invoices one run takes at most; the next run takes the rest. */
const BATCH = 200;

/** What one run queued. */
export interface OverdueReminderRun {
  emails: number;
  texts: number;
  /** Texts queued for the end of the recipient's quiet hours (also counted in `texts`). */
  waiting: number;
}

/** The UTC day `days` before `now`, `YYYY-MM-DD`. */
const dayBefore = (now: Date, days: number) => isoDay(new Date(now.getTime() - days * DAY_MS));

/** The latest stage due for an invoice due on `dueDate` at `now`, or null when none is. */
export function dueStage(dueDate: string, now: Date): OverdueReminderStage | null {
  return OVERDUE_REMINDER_STAGES.find((stage) => dueDate <= dayBefore(now, stage)) ?? null;
}

const OPEN = ["issued", "partially_paid"];

/** The reminder e-mail; `clientLink` is the client's page line (lib/client-portal/client-link.ts), where they can pay. */
function reminderEmail(invoice: Invoice, stage: OverdueReminderStage, owed: string, clientLink: string) {
  return {
    subject: `Reminder: invoice ${invoice.number} is ${stage} days overdue`,
    body:
      [
        `Hello${invoice.clientName ? ` ${invoice.clientName}` : ""},`,
        "",
        `Invoice ${invoice.number} was due on ${formatDate(invoice.dueDate!)}; ${owed} is still owed.`,
        `You can see it and pay it through the link in the invoice's e-mail${invoice.issueDate ? ` of ${formatDate(invoice.issueDate)}` : ""}.`,
        "If you have paid in the meantime, thank you, and please ignore this reminder; reply to this e-mail with any question.",
        "",
        "Custom Portal Solutions",
      ].join("\n") + withClientLink(clientLink),
  };
}

const reminderText = (invoice: Invoice, owed: string) =>
  `Custom Portal Solutions: invoice ${invoice.number} (${owed} owed) was due on ${formatDate(invoice.dueDate!)}. The invoice's e-mail has its payment link. Reply STOP to opt out.`;

/** Claims and queues `stage` of `invoiceId` once; the outbox rows to try now, or null when it was not this run's. */
async function remind(
  database: Database,
  invoiceId: number,
  stage: OverdueReminderStage,
  now: Date,
  run: OverdueReminderRun,
): Promise<number[] | null> {
  return database.transaction(async (tx) => {
    const [row] = await tx
      .select({ invoice: invoices, email: leads.email, phone: leads.phone })
      .from(invoices)
      .innerJoin(leads, eq(leads.id, invoices.leadId))
      .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, OPEN), ne(invoices.kind, "credit")))
      .for("update", { of: invoices });
    // A credit note asks nothing, and credits may have covered what payments did not.
    if (!row || owedMinor(row.invoice) <= 0) return null;
    const { invoice, email, phone } = row;
    const texted = phone && !(await isOptedOut(tx, phone)) ? phone : null;
    const textAt = texted ? (await planQuietSend(texted, now)).sendAt : null;
    const [claimed] = await tx
      .insert(invoiceReminders)
      .values({ invoiceId, stage, emailedTo: email, textedTo: texted, textAt })
      .onConflictDoNothing()
      .returning({ id: invoiceReminders.id });
    if (!claimed) return null;
    const owed = formatMoney(owedMinor(invoice), invoice.currency);
    const tryNow: number[] = [];
    if (email) {
      tryNow.push(
        await enqueue(tx, {
          channel: "email",
          recipient: email,
          ...reminderEmail(invoice, stage, owed, await clientLinkLine(tx, invoice.leadId)),
        }),
      );
      run.emails++;
    }
    if (texted && textAt) {
      const waits = textAt > now;
      const id = await enqueue(
        tx,
        { channel: "sms", recipient: texted, body: reminderText(invoice, owed) },
        waits ? { notBefore: textAt } : {},
      );
      if (waits) run.waiting++;
      else tryNow.push(id);
      run.texts++;
    }
    const text = textAt && (textAt > now ? `text (waiting for quiet hours to end, ${formatDateTime(textAt)})` : "text");
    const channels = [email && "e-mail", text].filter(Boolean).join(" and ");
    await recordLeadEvent(
      tx,
      invoice.leadId,
      "invoice",
      `Invoice ${invoice.number}: ${stage}-day overdue reminder ${channels ? `sent by ${channels}` : "not sent (no e-mail or number that may be texted)"}`,
      null,
    );
    return tryNow;
  });
}

/** Queues the overdue reminders due at `now`, each once; asks for their first tries after commit. */
export async function sendOverdueReminders(database: Database, now = new Date()): Promise<OverdueReminderRun> {
  const stage = sql<number>`case when ${invoices.dueDate} <= ${dayBefore(now, 10)} then 10 else 3 end`;
  const due = await database
    .select({ id: invoices.id, dueDate: invoices.dueDate })
    .from(invoices)
    .where(
      and(
        inArray(invoices.status, OPEN),
        ne(invoices.kind, "credit"),
        lte(invoices.dueDate, dayBefore(now, 3)),
        notExists(
          database
            .select({ one: sql`1` })
            .from(invoiceReminders)
            .where(and(eq(invoiceReminders.invoiceId, invoices.id), eq(invoiceReminders.stage, stage))),
        ),
      ),
    )
    .orderBy(desc(invoices.dueDate))
    .limit(BATCH);
  const run: OverdueReminderRun = { emails: 0, texts: 0, waiting: 0 };
  for (const { id, dueDate } of due) {
    const stageDue = dueStage(dueDate!, now);
    if (!stageDue) continue;
    const ids = await remind(database, id, stageDue, now, run);
    for (const outboxId of ids ?? []) deliverAfterResponse(outboxId);
  }
  return run;
}
