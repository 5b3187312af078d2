/**
 * Cancelling a scheduled SMS reply before it leaves (docs/sms.md "Scheduled send"). The outbox row is
 * still waiting exactly while its `next_attempt_at` is the reply's `send_at`; the outbox decides between
 * a cancel and a send in one conditional update (lib/outbox/cancel-waiting.ts).
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { smsMessages } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { cancelWaitingMessage } from "@/lib/outbox/cancel-waiting";
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
  // Compared in SQL: the column keeps microseconds.
  const canceled = await cancelWaitingMessage(
    tx,
    reply.outboxMessageId,
    sql`(select ${smsMessages.sendAt} from ${smsMessages} where ${smsMessages.id} = ${smsMessageId})`,
  );
  if (!canceled) throw new AppError("conflict", "Too late to cancel: this reply is being sent or was sent already.");
  await tx
    .update(smsMessages)
    .set({ deliveryStatus: "canceled", statusUpdatedAt: sql`now()` })
    .where(eq(smsMessages.id, smsMessageId));
  await publishLeadChange(tx, leadId);
}
