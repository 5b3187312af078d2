/**
 * Cancelling a scheduled SMS reply before it leaves (docs/sms.md "Scheduled send"). The outbox row is
 * still waiting exactly while its `next_attempt_at` is the reply's `send_at`: the retry worker's claim
 * moves it to the end of its lease before sending, so one conditional update decides between a cancel
 * and a send, whichever commits first.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { outboxMessages, smsMessages } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { publishLeadChange } from "./publish-change";

/**
 * Cancels scheduled reply `smsMessageId` of lead `leadId`: its outbox row becomes `canceled` and the
 * reply's delivery state `canceled`, in `tx`.
 * @throws AppError `not_found` when no such scheduled reply exists, `conflict` when it is leaving or left already.
 */
export async function cancelScheduledReply(tx: Database, leadId: number, smsMessageId: number): Promise<void> {
  const [reply] = await tx
    .select({ outboxMessageId: smsMessages.outboxMessageId, sendAt: smsMessages.sendAt })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.id, smsMessageId),
        eq(smsMessages.leadId, leadId),
        eq(smsMessages.direction, "outbound"),
        isNotNull(smsMessages.scheduledFor),
      ),
    );
  if (!reply?.outboxMessageId || !reply.sendAt)
    throw new AppError("not_found", "This scheduled reply no longer exists.");
  const canceled = await tx
    .update(outboxMessages)
    .set({ status: "canceled", nextAttemptAt: null })
    .where(
      and(
        eq(outboxMessages.id, reply.outboxMessageId),
        eq(outboxMessages.status, "pending"),
        eq(outboxMessages.attempts, 0),
        // Compared in SQL: the column keeps microseconds.
        sql`${outboxMessages.nextAttemptAt} = (select ${smsMessages.sendAt} from ${smsMessages} where ${smsMessages.id} = ${smsMessageId})`,
      ),
    )
    .returning({ id: outboxMessages.id });
  if (canceled.length === 0)
    throw new AppError("conflict", "Too late to cancel: this reply is being sent or was sent already.");
  await tx
    .update(smsMessages)
    .set({ deliveryStatus: "canceled", statusUpdatedAt: sql`now()` })
    .where(eq(smsMessages.id, smsMessageId));
  await publishLeadChange(tx, leadId);
}
