/**
 * The SMS pipeline's settle hook (docs/sms.md "Forwards"): a routed message whose forward is outbox row
 * `sms_messages.outbox_message_id` follows the forward's outcome: `routed` once sent, `unsent` while kept
 * in the outbox for want of a provider, `failed` after the last try. Registered in
 * lib/outbox-channels.ts.
 */
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import { smsMessages } from "@/lib/db/schema";
import type { DeliveryOutcome, SettleHook } from "@/lib/outbox/types";

const ROUTING_STATUS: Record<DeliveryOutcome, "routed" | "unsent" | "failed" | null> = {
  sent: "routed",
  unsent: "unsent",
  retrying: null,
  failed: "failed",
};

/**
 * Settles the message forwarded as the event's outbox row, if any, while it is pending (or kept unsent,
 * should it be sent later). Throws only when the database fails.
 */
export const settleSmsForward: SettleHook = async ({ message, outcome }) => {
  const routingStatus = ROUTING_STATUS[outcome];
  if (!routingStatus) return;
  await db
    .update(smsMessages)
    .set({ routingStatus })
    .where(
      and(
        eq(smsMessages.outboxMessageId, message.id),
        eq(smsMessages.direction, "inbound"),
        inArray(smsMessages.routingStatus, ["pending", "unsent"]),
      ),
    );
};
