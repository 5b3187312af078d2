/**
 * One delivery attempt of an outbox message and its bookkeeping: `sent` with the provider's id, or
 * `failed` with the provider's error and the next try (lib/outbox/backoff.ts). After the last try the
 * row stays `failed` without a next try and a critical error is reported, which e-mails the admins.
 */
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { outboxMessages, type OutboxMessage } from "@/lib/db/schema";
import { reportError } from "@/lib/errors/report-error";
import { nextAttemptAt } from "./backoff";
import type { ChannelReceipt, OutboxChannel } from "./channels";

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
    return { status: "sent", providerMessageId: receipt.providerMessageId };
  }
  // The row is this caller's (just inserted, or claimed by the retry worker), so its count is current.
  const attempts = message.attempts + 1;
  const retryAt = nextAttemptAt(attempts, now);
  await db
    .update(outboxMessages)
    .set({ status: "failed", attempts, lastError: error, nextAttemptAt: retryAt })
    .where(eq(outboxMessages.id, message.id));
  if (!retryAt) await reportError(new OutboxDeliveryError(message, attempts, error), { severity: "critical", userId: null });
  return { status: "failed", error, attempts, retryAt };
}
