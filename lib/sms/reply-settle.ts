/**
 * The settle hook of admins' SMS replies (docs/sms.md "Delivery status"), registered in
 * lib/outbox-channels.ts: when the outbox row that carries a reply (`sms_messages.outbox_message_id`,
 * direction outbound) is accepted, the reply gets Twilio's MessageSid, the key of every later status
 * callback; a refusal records Twilio's error code, and the last refusal, or a permanent one such as
 * 21610 (the number opted out: lib/sms/twilio-channel.ts `TWILIO_PERMANENT_ERRORS`), makes the reply `failed`.
 */
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { smsMessages } from "@/lib/db/schema";
import type { SettleHook } from "@/lib/outbox/types";
import { advanceDeliveryStatus } from "./delivery-status";

/** Records the outcome of a delivery step on the reply it carried, if the row carried one. Throws only when the database fails. */
export const settleSmsReply: SettleHook = async ({ message, outcome, providerMessageId, errorCode }) => {
  if (message.channel !== "sms") return;
  const reply = and(eq(smsMessages.outboxMessageId, message.id), eq(smsMessages.direction, "outbound"));
  if (outcome === "sent" && providerMessageId) {
    // A status callback that arrived first may have recorded it already (it carries the outbox id).
    await db
      .update(smsMessages)
      .set({ messageSid: sql`coalesce(${smsMessages.messageSid}, ${providerMessageId}::varchar)` })
      .where(reply);
  } else if (outcome === "failed") {
    await advanceDeliveryStatus({ outboxMessageId: message.id }, "failed", errorCode ?? null);
  } else if (outcome === "retrying" && errorCode !== undefined) {
    await db.update(smsMessages).set({ errorCode }).where(reply);
  }
};
