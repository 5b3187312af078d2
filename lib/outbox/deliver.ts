/**
 * One delivery attempt of an outbox message and its bookkeeping: `sent` with the provider's id, or
 * `failed` with the provider's error and the next try (lib/outbox/backoff.ts). After the last try the
 * row stays `failed` without a next try and a critical error is reported, which e-mails the admins.
 * A routed SMS whose forward this row carries (`sms_messages.outbox_message_id`) follows the outcome:
 * `routed` once sent, `unsent` while kept in the outbox for want of a provider, `failed` after the last
 * try (docs/sms.md "Forwards").
 */
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import { outboxMessages, smsMessages, type OutboxMessage } from "@/lib/db/schema";
import { reportError } from "@/lib/errors/report-error";
import { nextAttemptAt } from "./backoff";
import { configuredChannels, type ChannelReceipt, type ChannelRegistry, type OutboxChannel } from "./channels";

/** The outcome of one attempt. `retryAt` is set while tries remain. */
export type DeliveryResult =
  | { status: "sent"; providerMessageId?: string }
  | { status: "failed"; error: string; attempts: number; retryAt: Date | null };

/** Error raised (and reported as critical) when a message failed its last try. */
export class OutboxDeliveryError extends Error {
  constructor(message: OutboxMessage, attempts: number, lastError: string) {
    super(`Outbox delivery failed after ${attempts} attempts: ${message.channel} #${message.id} to ${message.recipient}: ${lastError}`);
    this.name = "OutboxDeliveryError";
  }
}

/** Settles the SMS message whose forward is outbox row `id`, if any, while it is pending (or kept unsent, should it be sent later). */
async function settleForwardedSms(id: number, status: "routed" | "failed" | "unsent"): Promise<void> {
  await db
    .update(smsMessages)
    .set({ routingStatus: status })
    .where(and(eq(smsMessages.outboxMessageId, id), inArray(smsMessages.routingStatus, ["pending", "unsent"])));
}

/** Sends `message` through `channel` once and records the outcome on its row. Throws only when the database write fails. */
export async function attemptDelivery(message: OutboxMessage, channel: OutboxChannel, now = new Date()): Promise<DeliveryResult> {
  let receipt: ChannelReceipt | undefined;
  let error = "";
  try {
    receipt = await channel(message);
  } catch (e) {
    error = (e instanceof Error ? e.message : String(e)).slice(0, 2000) || "The provider refused the message.";
  }
  if (receipt) {
    await db
      .update(outboxMessages)
      .set({
        status: "sent",
        attempts: message.attempts + 1,
        lastError: null,
        nextAttemptAt: null,
        providerMessageId: receipt.providerMessageId ?? null,
        sentAt: now,
      })
      .where(eq(outboxMessages.id, message.id));
    await settleForwardedSms(message.id, "routed");
    return { status: "sent", providerMessageId: receipt.providerMessageId };
  }
  // The row is this caller's (just inserted, or claimed by the retry worker), so its count is current.
  const attempts = message.attempts + 1;
  const retryAt = nextAttemptAt(attempts, now);
  await db
    .update(outboxMessages)
    .set({ status: "failed", attempts, lastError: error, nextAttemptAt: retryAt })
    .where(eq(outboxMessages.id, message.id));
  if (!retryAt) {
    await settleForwardedSms(message.id, "failed");
    await reportError(new OutboxDeliveryError(message, attempts, error), { severity: "critical", userId: null });
  }
  return { status: "failed", error, attempts, retryAt };
}

/**
 * The first try of a row queued `pending` in another transaction (a routed SMS's forward): sends it
 * through its channel, or marks it `unsent` when the channel has no provider configured. Does nothing
 * when the row is no longer pending (the outbox worker took it).
 * @returns the attempt's outcome, `unsent`, or null when there was nothing to do. Throws only when the database fails.
 */
export async function deliverQueued(id: number, channels: ChannelRegistry = configuredChannels()): Promise<DeliveryResult | { status: "unsent" } | null> {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "pending")));
  if (!message) return null;
  const channel = channels[message.channel];
  if (channel) return attemptDelivery(message, channel);
  await db.update(outboxMessages).set({ status: "unsent", nextAttemptAt: null }).where(eq(outboxMessages.id, id));
  await settleForwardedSms(id, "unsent");
  console.info(`[outbox] no ${message.channel} provider configured; kept in outbox #${id} for ${message.recipient}`);
  return { status: "unsent" };
}
