/**
 * Sends the weekly TODO digest (docs/spec/site-and-admin.md §7 "POST /api/send-weekly-todo": `{ success, message }`)
 * and records it in `weekly_reports` (week start and end, totals, emailSent, sentAt).
 */
import { db } from "@/lib/db";
import { digestLeads } from "@/lib/leads/queries";
import { listTodos } from "./queries";
import { weeklyReports } from "@/lib/db/schema";
import { sendEmailNow, type EmailMessage, type EmailResult } from "@/lib/email";
import { renderWeeklyDigest } from "@/lib/todos/digest-email";
import { env } from "@/lib/env";
import { buildWeeklyDigest, type DigestPeriod } from "./digest";

/** The answer the page shows: Success or Error by `success`, with `message` as the description. */
export interface SendDigestResult {
  success: boolean;
  message: string;
  reportId: number;
  /** One outbox message per recipient, in `recipients` order. */
  outboxIds: number[];
}

/** Where and when: the recipients (`notificationRecipients` of `weekly-digest`), the schedule's time zone, the week covered, the sending instant and (tests) the sender. */
export interface SendDigestOptions {
  recipients: string[];
  timeZone: string;
  /** `previous-week` (default) for the automatic send, `last-7-days` for Send Weekly Email. */
  period?: DigestPeriod;
  now?: Date;
  send?: (message: EmailMessage) => Promise<EmailResult>;
}

/**
 * Builds the digest of every TODO as of `now`, e-mails it to each of `recipients` (a message each: no one
 * sees the others' addresses) through the outbox and writes its one `weekly_reports` row, `email_sent` when
 * the provider accepted any. `success` is false only when the provider refused a message (the outbox
 * retries it); without a provider they are kept in the outbox and `success` is true with a message saying so.
 * Throws only when the database fails.
 */
export async function sendWeeklyDigest({
  recipients,
  timeZone,
  period,
  now = new Date(),
  send = sendEmailNow,
}: SendDigestOptions): Promise<SendDigestResult> {
  const digest = buildWeeklyDigest(await listTodos(), now, timeZone, period);
  // The digest also lists follow-ups due and leads waiting over 48 hours for a reply.
  const leads = { leads: await digestLeads(db), url: new URL("/leads", env.PUBLIC_BASE_URL).toString(), now };
  const email = await renderWeeklyDigest(digest, new URL("/weekly-todo", env.PUBLIC_BASE_URL).toString(), leads);
  const results: EmailResult[] = [];
  for (const to of recipients) results.push(await send({ to, ...email }));
  const sent = results.some((result) => result.status === "sent");
  const failed = results.find((result) => result.status === "failed");
  // The message speaks of the worst outcome: a refusal, else a pending or unsent message, else all sent.
  const status = failed ? "failed" : (results.find((result) => result.status !== "sent")?.status ?? "sent");
  const recipient = recipients.join(", ");
  const [report] = await db
    .insert(weeklyReports)
    .values({
      weekStartDate: digest.weekStartDate,
      weekEndDate: digest.weekEndDate,
      emailSent: sent,
      sentAt: sent ? now : null,
      totalItems: digest.totals.total,
      completedItems: digest.totals.completed,
      pendingItems: digest.totals.open,
    })
    .returning({ id: weeklyReports.id });
  const message = {
    sent: `Weekly summary email sent to ${recipient}.`,
    unsent: `No email provider is configured, so the weekly summary for ${recipient} was kept in the outbox.`,
    pending: `The weekly summary for ${recipient} is queued in the outbox.`,
    failed: `The email provider refused the weekly summary (${failed?.error ?? "unknown error"}); it will be retried.`,
  }[status];
  return { success: !failed, message, reportId: report!.id, outboxIds: results.map((result) => result.id) };
}
