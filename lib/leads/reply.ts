/**
 * An admin answers a lead from its timeline (docs/sms.md "Outbound replies"): by SMS, stored
 * as an outbound `sms_messages` row and queued in the outbox for Twilio, or by e-mail in the agency's
 * template, queued for Resend and linked to the lead through `lead_emails`. Both run in the caller's
 * transaction, so the reply, its outbox row and the lead's `last_outbound_at` commit together; the
 * caller asks for the first try after commit (`deliverAfterResponse(outboxMessageId)`).
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leadEmails, leads, smsMessages } from "@/lib/db/schema";
import { enqueueEmail } from "@/lib/email";
import { renderAgencyReply } from "@/lib/email/agency-reply";
import { AppError } from "@/lib/errors/app-error";
import { enqueue } from "@/lib/outbox/enqueue";
import { optedOutReason, optedOutSince } from "@/lib/sms/consent";
import { planQuietSend } from "@/lib/sms/plan-quiet-send";
import { sharedNumber } from "@/lib/sms/shared-number";
import { publishLeadChange } from "./publish-change";
import { recordLeadOutbound } from "./update-lead";
import { leadPhone } from "./identity";

/** A queued reply: its own row (`sms_messages.id` or `lead_emails.id`) and the outbox row carrying it. */
export interface QueuedReply {
  id: number;
  outboxMessageId: number;
}

/** A queued SMS reply; a scheduled one also says when it leaves (its time moved past the recipient's quiet hours). */
export type QueuedSmsReply = QueuedReply & { sendAt: Date | null };

/** An SMS reply: to a lead (its phone) or to a number (its lead, if any, is found by the number). */
export type SmsReply = ({ leadId: number; to?: never } | { to: string; leadId?: never }) & {
  body: string;
  /** The admin's username, kept as `sms_messages.sent_by`. */
  admin: string;
  /**
   * Send it at this time instead of at once (docs/sms.md "Scheduled send"): it waits in the outbox, and
   * past the recipient's quiet hours; the caller asks for no first try.
   */
  scheduledFor?: Date;
};

/** Latest time a reply may be scheduled for, in days ahead. */
export const SCHEDULE_MAX_DAYS = 90;

const GONE = "This lead no longer exists.";

/**
 * Stores an outbound SMS reply and queues it through the outbox's `sms` channel, from the shared number:
 * at once, or for `scheduledFor` moved past the recipient's quiet hours (lib/sms/plan-quiet-send.ts).
 * Either way it counts as the agency's answer (`last_outbound_at`) and announces the lead's screens.
 * @returns the `sms_messages` row id, the outbox row id and, when scheduled, when it leaves.
 * @throws AppError `not_found` when the lead is gone, `invalid` when it has no phone number (or `to` is
 * not one) or the time is past or too far ahead, `forbidden` when the number opted out (`sms_opt_outs`).
 */
export async function sendSmsReply(tx: Database, reply: SmsReply, now: Date = new Date()): Promise<QueuedSmsReply> {
  let to: string | null;
  let leadId: number | null;
  if (reply.leadId !== undefined) {
    const [lead] = await tx.select({ phone: leads.phone }).from(leads).where(eq(leads.id, reply.leadId));
    if (!lead) throw new AppError("not_found", GONE);
    if (!lead.phone) throw new AppError("invalid", "This lead has no phone number to text.");
    to = lead.phone;
    leadId = reply.leadId;
  } else {
    to = leadPhone(reply.to);
    if (!to) throw new AppError("invalid", "Enter a valid phone number, e.g. +1 555 123 4567");
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.phone, to));
    leadId = lead?.id ?? null;
  }
  const since = await optedOutSince(tx, to);
  if (since) throw new AppError("forbidden", optedOutReason(to, since));

  const scheduledFor = reply.scheduledFor ?? null;
  if (scheduledFor && scheduledFor.getTime() <= now.getTime()) {
    throw new AppError("invalid", "Choose a time in the future.", {
      fieldErrors: { scheduledFor: ["Choose a time in the future."] },
    });
  }
  if (scheduledFor && scheduledFor.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000) {
    const message = `Choose a time within ${SCHEDULE_MAX_DAYS} days.`;
    throw new AppError("invalid", message, { fieldErrors: { scheduledFor: [message] } });
  }
  const sendAt = scheduledFor ? (await planQuietSend(to, scheduledFor)).sendAt : null;
  const outboxMessageId = await enqueue(
    tx,
    { channel: "sms", recipient: to, body: reply.body },
    { now, notBefore: sendAt ?? undefined },
  );
  const [row] = await tx
    .insert(smsMessages)
    .values({
      messageSid: null,
      fromNumber: sharedNumber(),
      toNumber: to,
      messageBody: reply.body,
      // Not a routed message: Recent Messages shows it as what it is.
      routingStatus: "outbound",
      direction: "outbound",
      deliveryStatus: "queued",
      statusUpdatedAt: new Date(),
      sentBy: reply.admin,
      leadId,
      outboxMessageId,
      scheduledFor,
      sendAt,
    })
    .returning({ id: smsMessages.id });
  if (leadId !== null) {
    await recordLeadOutbound(tx, leadId);
    await publishLeadChange(tx, leadId);
  }
  return { id: row!.id, outboxMessageId, sendAt };
}

/** An e-mail reply to a lead. */
export interface EmailReply {
  leadId: number;
  subject: string;
  body: string;
  /** The admin's username, kept as `lead_emails.sent_by`. */
  admin: string;
  /** `PUBLIC_BASE_URL` and `CONTACT_EMAIL`: the template's footer and the reply-to address. */
  siteUrl: string;
  contactEmail: string;
}

/**
 * Queues an e-mail reply in the agency's template to the lead's address (reply-to: the agency's
 * contact address) and links it to the lead as a `reply`, so the timeline shows it with its delivery state.
 * @returns the `lead_emails` row id and the outbox row id.
 * @throws AppError `not_found` when the lead is gone, `invalid` when it has no e-mail address.
 */
export async function sendEmailReply(tx: Database, reply: EmailReply): Promise<QueuedReply> {
  const [lead] = await tx
    .select({ email: leads.email, name: leads.name })
    .from(leads)
    .where(eq(leads.id, reply.leadId));
  if (!lead) throw new AppError("not_found", GONE);
  if (!lead.email) throw new AppError("invalid", "This lead has no e-mail address to write to.");
  const { html, text } = await renderAgencyReply({
    recipientName: lead.name,
    body: reply.body,
    siteUrl: reply.siteUrl,
    contactEmail: reply.contactEmail,
  });
  const outboxMessageId = await enqueueEmail(tx, {
    to: lead.email,
    subject: reply.subject,
    text,
    html,
    replyTo: reply.contactEmail,
  });
  const [link] = await tx
    .insert(leadEmails)
    .values({ leadId: reply.leadId, outboxMessageId, kind: "reply", sentBy: reply.admin })
    .returning({ id: leadEmails.id });
  await recordLeadOutbound(tx, reply.leadId);
  return { id: link!.id, outboxMessageId };
}
