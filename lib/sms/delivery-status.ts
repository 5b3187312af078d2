/**
 * Delivery state of outbound replies (docs/sms.md "Delivery status"): Twilio's status callbacks
 * (https://www.twilio.com/docs/messaging/guides/track-outbound-message-status) and the outbox's answer
 * move `sms_messages.delivery_status` along queued → sending → sent → one final state (delivered,
 * undelivered or failed). Callbacks arrive out of order and more than once, so a state only moves
 * forward: each write is one UPDATE whose WHERE compares ranks, which PostgreSQL re-checks on the
 * latest row version when a concurrent write got there first. The first final state wins.
 */
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db";
import { smsMessages } from "@/lib/db/schema";
import { publishLeadChange } from "./lead-changes";

/**
 * The states an outbound reply passes through, in order; the last four are final (`canceled`: a
 * scheduled reply an admin canceled before it left, lib/leads/cancel-scheduled-reply.ts).
 */
export const DELIVERY_STATUSES = [
  "queued",
  "sending",
  "sent",
  "delivered",
  "undelivered",
  "failed",
  "canceled",
] as const;

/** One of `DELIVERY_STATUSES`. */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Position on the ladder: every final state shares the top rank, so none replaces another. */
export const DELIVERY_RANK: Record<DeliveryStatus, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
  canceled: 3,
};

/** True for delivered, undelivered, failed and canceled. */
export function isFinalDeliveryStatus(status: DeliveryStatus): boolean {
  return DELIVERY_RANK[status] === 3;
}

/**
 * Twilio's `MessageStatus` values (Message resource, "Message Status values") mapped onto our ladder.
 * `accepted` and `scheduled` come before `queued` when a Messaging Service is used; `read` (WhatsApp,
 * RCS) is a delivered message; `canceled` is a scheduled message that will never go. Values for inbound
 * messages (`receiving`, `received`) and `partially_delivered` say nothing about a reply: null.
 */
const TWILIO_STATUS: Record<string, DeliveryStatus | null> = {
  accepted: "queued",
  scheduled: "queued",
  queued: "queued",
  sending: "sending",
  sent: "sent",
  delivered: "delivered",
  read: "delivered",
  undelivered: "undelivered",
  failed: "failed",
  canceled: "failed",
  receiving: null,
  received: null,
  partially_delivered: null,
};

/** A status callback's parameters, validated (unknown parameters are ignored). */
export interface StatusCallback {
  messageSid: string;
  /** Our state for Twilio's `MessageStatus`, or null for a status that says nothing about a reply. */
  status: DeliveryStatus | null;
  errorCode: number | null;
}

/** Twilio's status-callback form parameters → `StatusCallback`. */
export const statusCallbackSchema = z
  .object({
    MessageSid: z.string().regex(/^[A-Za-z0-9]{10,64}$/, "MessageSid must be 10-64 letters or digits"),
    MessageStatus: z
      .string()
      .refine((v) => Object.hasOwn(TWILIO_STATUS, v), "MessageStatus is not one of Twilio's message statuses"),
    ErrorCode: z
      .string()
      .regex(/^\d{1,9}$/, "ErrorCode must be a number")
      .optional(),
  })
  .transform((p): StatusCallback => ({
    messageSid: p.MessageSid,
    status: TWILIO_STATUS[p.MessageStatus] ?? null,
    errorCode: p.ErrorCode === undefined || p.ErrorCode === "0" ? null : Number(p.ErrorCode),
  }));

/** The rank of the stored state in SQL; a row without one (never the case for a reply) ranks below queued. */
const storedRank = sql`case ${smsMessages.deliveryStatus} ${sql.join(
  DELIVERY_STATUSES.map((status) => sql`when ${status} then ${DELIVERY_RANK[status]}`),
  sql` `,
)} else -1 end`;

/** Which reply a state is for: its MessageSid, and the outbox row that carried it when known. */
export interface ReplyRef {
  messageSid?: string | null;
  /**
   * `outbox_messages.id` of the send (the StatusCallback URL carries it): finds a reply whose MessageSid
   * is not recorded yet, when Twilio's callback beat its own REST answer.
   */
  outboxMessageId?: number | null;
}

/**
 * Moves an outbound reply to `status` when that is further along than its stored state, recording
 * `errorCode` (kept when null) and the MessageSid if the row has none yet, and tells the reply's lead's
 * open screens. One statement for the state, so concurrent callbacks settle on the furthest state and
 * the first final one.
 * @returns true when the row changed; false for an unknown reply or a state that is not further along.
 */
export async function advanceDeliveryStatus(
  ref: ReplyRef,
  status: DeliveryStatus,
  errorCode: number | null = null,
): Promise<boolean> {
  const sid = ref.messageSid ?? null;
  const outboxId = ref.outboxMessageId ?? null;
  const bySid = sid === null ? undefined : eq(smsMessages.messageSid, sid);
  const byOutbox =
    outboxId === null ? undefined : and(eq(smsMessages.outboxMessageId, outboxId), isNull(smsMessages.messageSid));
  if (!bySid && !byOutbox) return false;
  const changed = await db
    .update(smsMessages)
    .set({
      deliveryStatus: status,
      errorCode: sql`coalesce(${errorCode}::int, ${smsMessages.errorCode})`,
      statusUpdatedAt: sql`now()`,
      messageSid: sql`coalesce(${smsMessages.messageSid}, ${sid}::varchar)`,
    })
    .where(
      and(or(bySid, byOutbox), eq(smsMessages.direction, "outbound"), sql`${storedRank} < ${DELIVERY_RANK[status]}`),
    )
    .returning({ leadId: smsMessages.leadId });
  for (const { leadId } of changed) if (leadId !== null) await publishLeadChange(db, leadId);
  return changed.length > 0;
}
