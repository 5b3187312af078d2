/**
 * The outbox retry worker (every minute: lib/scheduler/jobs.ts, `/api/cron/outbox-retry`): takes the
 * `failed` messages whose next try is due, and `pending` ones whose first try never ran (the process
 * stopped after queueing them), and sends each through its channel. Rows are claimed
 * with `FOR UPDATE SKIP LOCKED` and their next try pushed past a lease, so two workers never send the
 * same message twice and a crashed worker's messages come back after the lease. A message out of tries
 * is reported as a critical error (through lib/outbox/wiring.ts), which e-mails the admins (lib/alerts/critical-error.ts); one refused for good
 * (lib/outbox/permanent-refusal.ts) is not: the row, the lead's timeline and the alert history show it.
 */
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { db } from "@/lib/db";
import { outboxMessages, type OutboxMessage } from "@/lib/db/schema";
import { configuredChannels, reportOutOfTries } from "./wiring";
import { attemptDelivery, deliverQueued } from "./deliver";
import type { ChannelRegistry } from "./types";

/** Error reported (as critical) when a message failed its last try. */
class OutboxDeliveryError extends Error {
  constructor(message: OutboxMessage, attempts: number, lastError: string) {
    super(
      `Outbox delivery failed after ${attempts} attempts: ${message.channel} #${message.id} to ${message.recipient}: ${lastError}`,
    );
    this.name = "OutboxDeliveryError";
  }
}

/** How long a claimed message is reserved for the worker that claimed it, in milliseconds. */
export const CLAIM_LEASE_MS = 10 * 60_000;

/** What a run did: messages sent, failed again, deferred by their channel, and skipped because their channel has no provider now. */
export interface RetrySummary {
  sent: number;
  failed: number;
  deferred: number;
  skipped: number;
}

/** Claims up to `limit` due messages (oldest due first) and reserves them for `CLAIM_LEASE_MS`. */
function claimDue(now: Date, limit: number): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(inArray(outboxMessages.status, ["failed", "pending"]), lte(outboxMessages.nextAttemptAt, now)))
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

/** Retries the due messages; `channels` and `now` are injectable for tests. Throws only when the database fails. */
export async function retryDueMessages(
  options: { channels?: ChannelRegistry; now?: Date; limit?: number } = {},
): Promise<RetrySummary> {
  const now = options.now ?? new Date();
  const channels = options.channels ?? configuredChannels();
  const summary: RetrySummary = { sent: 0, failed: 0, deferred: 0, skipped: 0 };
  for (const message of await claimDue(now, options.limit ?? 50)) {
    const channel = channels[message.channel];
    if (!channel) {
      // A forward never tried is kept unsent, like any message without a provider; a failed one whose
      // provider was removed since stays failed, retried when one is configured.
      if (message.status === "pending") await deliverQueued(message.id, channels);
      else await db.update(outboxMessages).set({ nextAttemptAt: now }).where(eq(outboxMessages.id, message.id));
      summary.skipped++;
      continue;
    }
    const result = await attemptDelivery(message, channel, now);
    summary[result.status === "pending" ? "deferred" : result.status]++;
    if (result.status === "failed" && !result.retryAt && !result.permanent) {
      await reportOutOfTries(new OutboxDeliveryError(message, result.attempts, result.error));
    }
  }
  return summary;
}
