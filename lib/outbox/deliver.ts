/**
 * One delivery attempt of an outbox message and its bookkeeping: `sent` with the provider's id, or
 * `failed` with the provider's error and the next try (lib/outbox/backoff.ts), or none when the channel
 * threw a `PermanentRefusal` (lib/outbox/permanent-refusal.ts); `pending` until a later time, not counted
 * as a try, when it threw a `DeferredDelivery` (lib/outbox/deferred-delivery.ts). Every step (sent, kept unsent for want
 * of a provider, refused with tries left, out of tries) is passed to the settle hooks
 * (set by the composition root: lib/outbox/wiring.ts). Reporting a message out of tries is the retry worker's
 * (lib/outbox/retry.ts): a first try is never the last one unless refused for good, which is the
 * message's fault rather than an outage and is not reported; this module stays free of the error
 * monitor, whose alerts are e-mails sent through here.
 */
import { and, eq } from "drizzle-orm";
import { runAfterResponse } from "@/lib/http/after-response";
import { db } from "@/lib/db";
import { afterCommit } from "@/lib/db/ambient-transaction";
import { outboxMessages, type OutboxMessage } from "@/lib/db/schema";
import { nextAttemptAt } from "./backoff";
import { configuredChannels, settleHooks } from "./wiring";
import { DeferredDelivery } from "./deferred-delivery";
import { PermanentRefusal } from "./permanent-refusal";
import type { ChannelReceipt, ChannelRegistry, DeliveryEvent, OutboxChannel, SettleHook } from "./types";
import { cutText } from "@/lib/format/text";

/**
 * The outcome of one attempt. `retryAt` is set while tries remain; null means the message is out of
 * tries, or was refused for good (`permanent`) and will not be tried again.
 */
export type DeliveryResult =
  | { status: "sent"; providerMessageId?: string }
  | { status: "failed"; error: string; attempts: number; retryAt: Date | null; permanent: boolean }
  /** Deferred by the channel: still pending, tried again at `until`. */
  | { status: "pending"; until: Date };

async function tell(hooks: readonly SettleHook[], event: DeliveryEvent): Promise<void> {
  for (const hook of hooks) await hook(event);
}

/** A numeric `code` on a provider's error (Twilio's RestException carries one), else undefined. */
function errorCodeOf(error: unknown): number | undefined {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "number" && Number.isInteger(code) ? code : undefined;
}

/**
 * Sends `message` through `channel` once, records the outcome on its row, then tells the settle hooks.
 * Throws only when the database write fails.
 */
export async function attemptDelivery(
  message: OutboxMessage,
  channel: OutboxChannel,
  now = new Date(),
  hooks: readonly SettleHook[] = settleHooks(),
): Promise<DeliveryResult> {
  let receipt: ChannelReceipt | undefined;
  let error = "";
  let errorCode: number | undefined;
  let permanent = false;
  try {
    receipt = await channel(message);
  } catch (e) {
    if (e instanceof DeferredDelivery) {
      // Not a try: the message waits, pending, and the retry worker takes it at `until`.
      await db
        .update(outboxMessages)
        .set({ status: "pending", nextAttemptAt: e.until, lastError: e.message })
        .where(eq(outboxMessages.id, message.id));
      return { status: "pending", until: e.until };
    }
    error = cutText(e instanceof Error ? e.message : String(e), 2000) || "The provider refused the message.";
    errorCode = errorCodeOf(e);
    permanent = e instanceof PermanentRefusal;
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
    await tell(hooks, { message, outcome: "sent", providerMessageId: receipt.providerMessageId });
    return { status: "sent", providerMessageId: receipt.providerMessageId };
  }
  // The row is this caller's (just queued, or claimed by the retry worker), so its count is current.
  const attempts = message.attempts + 1;
  const retryAt = permanent ? null : nextAttemptAt(attempts, now);
  await db
    .update(outboxMessages)
    .set({ status: "failed", attempts, lastError: error, nextAttemptAt: retryAt })
    .where(eq(outboxMessages.id, message.id));
  await tell(hooks, { message, outcome: retryAt ? "retrying" : "failed", error, errorCode });
  return { status: "failed", error, attempts, retryAt, permanent };
}

/**
 * The first try of a row queued `pending` (lib/outbox/enqueue.ts): sends it through its channel, or
 * marks it `unsent` when the channel has no provider configured. Does nothing when the row is no longer
 * pending (the outbox worker took it).
 * @returns the attempt's outcome, `unsent`, or null when there was nothing to do. Throws only when the database fails.
 */
export async function deliverQueued(
  id: number,
  channels: ChannelRegistry = configuredChannels(),
  hooks: readonly SettleHook[] = settleHooks(),
): Promise<DeliveryResult | { status: "unsent" } | null> {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "pending")));
  if (!message) return null;
  const channel = channels[message.channel];
  if (channel) return attemptDelivery(message, channel, new Date(), hooks);
  await db.update(outboxMessages).set({ status: "unsent", nextAttemptAt: null }).where(eq(outboxMessages.id, id));
  await tell(hooks, { message, outcome: "unsent" });
  console.info(`[outbox] no ${message.channel} provider configured; kept in outbox #${id} for ${message.recipient}`);
  return { status: "unsent" };
}

const running = new Set<Promise<void>>();

/**
 * Runs the first try of queued row `id` after the current response is sent (Next's `after`), so the
 * request does not wait for the provider. Outside a request (the scheduler, scripts, tests) it starts at
 * once without being awaited; `firstTriesSettled` waits for those. Inside an ambient transaction (an
 * audited action) it starts only once that transaction committed. A failed try is logged: the row stays
 * queued and the retry worker sends it after `FIRST_TRY_GRACE_MS`.
 */
export function deliverAfterResponse(id: number): void {
  // Inside an audited action the row commits with the action's transaction: the try starts after that.
  afterCommit(() =>
    runAfterResponse(
      () =>
        deliverQueued(id).then(
          () => undefined,
          (error: unknown) => console.error(`[outbox] first try of #${id} failed; the retry worker takes it`, error),
        ),
      running,
    ),
  );
}

/** Resolves once every first try started outside a request has finished (a script's end, a test's assertions). */
export async function firstTriesSettled(): Promise<void> {
  await Promise.all([...running]);
}
