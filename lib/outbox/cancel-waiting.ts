/**
 * Cancelling a queued message before it leaves (a scheduled SMS reply: docs/sms.md "Scheduled send"). A
 * message is still waiting exactly while it is `pending`, never tried, and its `next_attempt_at` is the
 * time it was queued for: the retry worker's claim (lib/outbox/retry.ts) moves `next_attempt_at` to the
 * end of its lease before sending, so this one conditional update decides between a cancel and a send,
 * whichever commits first. The lease rule is the outbox's, so the update lives here.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { outboxMessages } from "@/lib/db/schema";

/**
 * Marks message `id` `canceled` in `tx` when it is still waiting for `waitingUntil` (an SQL expression, so
 * a stored timestamp is compared with its microseconds).
 * @returns true when it was canceled; false when it is leaving, left, or was never queued for that time.
 */
export async function cancelWaitingMessage(tx: Database, id: number, waitingUntil: SQL): Promise<boolean> {
  const canceled = await tx
    .update(outboxMessages)
    .set({ status: "canceled", nextAttemptAt: null })
    .where(
      and(
        eq(outboxMessages.id, id),
        eq(outboxMessages.status, "pending"),
        eq(outboxMessages.attempts, 0),
        sql`${outboxMessages.nextAttemptAt} = ${waitingUntil}`,
      ),
    )
    .returning({ id: outboxMessages.id });
  return canceled.length > 0;
}
