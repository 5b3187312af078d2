/**
 * The one consent rule at the outbox's SMS channel (docs/sms.md "One consent rule at the channel"): every
 * SMS this app sends (a reply, a scheduled reply, a routed forward, an alert and its test) passes here
 * just before Twilio. A number in `sms_opt_outs` gets nothing: the message ends at once as a permanent
 * refusal whose words say why (the outbox, the timeline and the alert history show them). A scheduled
 * text that reaches its time inside the recipient's quiet hours waits in the outbox until they end.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "@/lib/db";
import { smsMessages } from "@/lib/db/schema";
import { formatDateTime } from "@/lib/format/date";
import { DeferredDelivery } from "@/lib/outbox/deferred-delivery";
import { PermanentRefusal } from "@/lib/outbox/permanent-refusal";
import type { OutboxChannel } from "@/lib/outbox/types";
import { optedOutReason, optedOutSince } from "./consent";
import { planQuietSend } from "./plan-quiet-send";

/** The scheduled reply outbox row `outboxMessageId` carries, if it carries one. */
async function scheduledReplyOf(outboxMessageId: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.outboxMessageId, outboxMessageId),
        eq(smsMessages.direction, "outbound"),
        isNotNull(smsMessages.scheduledFor),
      ),
    );
  return row;
}

/**
 * `send` (the Twilio channel) behind the consent rule and quiet hours; undefined without a provider, as
 * `send` is. `clock` tells the time quiet hours are judged at.
 */
export function consentCheckedSmsChannel(
  send: OutboxChannel | undefined,
  clock: () => Date = () => new Date(),
): OutboxChannel | undefined {
  if (!send) return undefined;
  return async (message) => {
    const since = await optedOutSince(db, message.recipient);
    if (since) throw new PermanentRefusal(`Not sent: ${optedOutReason(message.recipient, since)}`);
    const scheduled = await scheduledReplyOf(message.id);
    if (scheduled) {
      const now = clock();
      const { sendAt } = await planQuietSend(message.recipient, now);
      if (sendAt > now) {
        // The timeline reads the new time from the reply; a cancel compares it with the outbox row's.
        await db.update(smsMessages).set({ sendAt }).where(eq(smsMessages.id, scheduled.id));
        throw new DeferredDelivery(`Quiet hours at the recipient: waits until ${formatDateTime(sendAt)}.`, sendAt);
      }
    }
    return send(message);
  };
}
