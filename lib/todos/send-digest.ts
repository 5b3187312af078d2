/**
 * Sends the weekly TODO digest (docs/spec/site-and-admin.md §7 "POST /api/send-weekly-todo": `{ success, message }`)
 * and records it in `weekly_reports` (week start and end, totals, emailSent, sentAt).
 */
import { db } from "@/lib/db";
import { digestLeads } from "@/lib/leads/queries";
import { listTodos } from "./queries";
import { weeklyReports } from "@/lib/db/schema";
import { sendEmailNow, type EmailMessage, type EmailResult } from "@/lib/email";
import { renderWeeklyDigest } from "@/lib/email/templates/weekly-digest";
import { env } from "@/lib/env";
import { buildWeeklyDigest, type DigestPeriod } from "./digest";

/** The answer the page shows: Success or Error by `success`, with `message` as the description. */
export interface SendDigestResult {
  success: boolean;
  message: string;
  reportId: number;
  outboxId: number;
}

/** Where and when: the recipient, the schedule's time zone, the week covered, the sending instant and (tests) the sender. */
export interface SendDigestOptions {
  recipient: string;
  timeZone: string;
  /** `previous-week` (default) for the automatic send, `last-7-days` for Send Weekly Email. */
  period?: DigestPeriod;
  now?: Date;
  send?: (message: EmailMessage) => Promise<EmailResult>;
}

/**
 * Builds the digest of every TODO as of `now`, e-mails it to `recipient` through the outbox and writes
 * its `weekly_reports` row. `success` is false only when the provider refused the message (the outbox
 * retries it); without a provider it is kept in the outbox and `success` is true with a message saying so.
 * Throws only when the database fails.
 */
export async function sendWeeklyDigest({ recipient, timeZone, period, now = new Date(), send = sendEmailNow }: SendDigestOptions): Promise<SendDigestResult> {
  const digest = buildWeeklyDigest(await listTodos(), now, timeZone, period);
  // The digest also lists follow-ups due and leads waiting over 48 hours for a reply.
  const leads = { leads: await digestLeads(db), url: new URL("/leads", env.PUBLIC_BASE_URL).toString(), now };
  const email = await renderWeeklyDigest(digest, new URL("/weekly-todo", env.PUBLIC_BASE_URL).toString(), leads);
  const result = await send({ to: recipient, ...email });
  const [report] = await db
    .insert(weeklyReports)
    .values({
      weekStartDate: digest.weekStartDate,
      weekEndDate: digest.weekEndDate,
      emailSent: result.status === "sent",
      sentAt: result.status === "sent" ? now : null,
      totalItems: digest.totals.total,
      completedItems: digest.totals.completed,
      pendingItems: digest.totals.open,
    })
    .returning({ id: weeklyReports.id });
  const message = {
    sent: `Weekly summary email sent to ${recipient}.`,
    unsent: `No email provider is configured, so the weekly summary for ${recipient} was kept in the outbox.`,
    pending: `The weekly summary for ${recipient} is queued in the outbox.`,
    failed: `The email provider refused the weekly summary (${result.error ?? "unknown error"}); it will be retried.`,
  }[result.status];
  return { success: result.status !== "failed", message, reportId: report!.id, outboxId: result.id };
}
