/**
 * The fan-out of notices to subscribers (docs/decisions/status-pages.md "Status pages, incidents and scheduled maintenance"): each incident update and
 * maintenance notice reaches each confirmed subscriber of its page exactly once through the outbox, on any
 * number of instances.
 * - A worker claims one unfinished notification with `FOR UPDATE SKIP LOCKED` and a lease token; an
 *   instance that dies leaves it to the next claim once the lease lapses.
 * - It walks the page's confirmed subscribers by id in batches. One transaction per batch writes a
 *   `status_deliveries` row per subscriber (the unique key of "once": a second writer of the same pair
 *   writes nothing), an outbox row for each delivery it wrote, and the notification's progress, but only
 *   while the lease is still its own; otherwise the batch rolls back.
 * - After each batch commits it makes the batch's first tries, a few at a time; the outbox's retry worker
 *   takes whatever fails.
 * SMS subscribers whose number texted STOP are skipped by the consent rule (lib/sms/consent.ts `mayBeTexted`), and the outbox's SMS channel checks each message again.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import {
  incidentUpdates,
  statusDeliveries,
  statusNotifications,
  statusPages,
  statusSubscribers,
  type IncidentStatus,
  type StatusNotification,
} from "@/lib/db/schema";
import { env } from "@/lib/env";
import { runAfterResponse } from "@/lib/http/after-response";
import { deliverQueued } from "@/lib/outbox/deliver";
import { enqueueMany } from "@/lib/outbox/enqueue";
import { mayBeTexted } from "@/lib/sms/consent";
import { noticeComposer, type MessagePage } from "./messages";

/** Subscribers per batch transaction. */
export const FAN_OUT_BATCH = 1000;
/** How long a claim holds a notification without progress, in ms; every batch renews it. */
export const NOTIFICATION_LEASE_MS = 2 * 60_000;
/** First tries made at once after a batch commits. */
const DELIVERY_CONCURRENCY = 16;

/** A claimed notification, the token proving the claim, the status of the update it announces, and its page. */
interface Claimed {
  notification: StatusNotification;
  token: string;
  incidentStatus: IncidentStatus | null;
  page: MessagePage;
}

/** What a run did: notifications finished and outbox rows written. */
export interface FanOutSummary {
  notifications: number;
  queued: number;
}

/** Options: the clock (tests), how first tries are made, and when to stop starting new work (ms since epoch). */
export interface FanOutOptions {
  now?: () => Date;
  deliver?: (outboxIds: readonly number[]) => Promise<void>;
  deadline?: number;
}

/** Claims the oldest unfinished notification nobody holds, or null. */
async function claimNotification(database: Database, now: Date): Promise<Claimed | null> {
  const token = randomUUID();
  const n = statusNotifications;
  const free = database
    .select({ id: n.id })
    .from(n)
    .where(and(isNull(n.finishedAt), or(isNull(n.leaseUntil), lte(n.leaseUntil, now))))
    .orderBy(asc(n.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [notification] = await database
    .update(n)
    .set({ leaseToken: token, leaseUntil: new Date(now.getTime() + NOTIFICATION_LEASE_MS) })
    .where(inArray(n.id, free))
    .returning();
  if (!notification) return null;
  const [page] = await database
    .select({
      name: statusPages.name,
      slug: statusPages.slug,
      // What a chat app shows the notice as (lib/status-subscribers/messages.ts); null for maintenance.
      incidentStatus: sql<IncidentStatus | null>`(select u.status from ${incidentUpdates} u where u.id = ${notification.incidentUpdateId})`,
    })
    .from(statusPages)
    .where(eq(statusPages.id, notification.pageId));
  // The page cannot be gone: deleting it deletes its notifications, and this row is locked by the claim.
  const { incidentStatus, ...shown } = page!;
  return {
    notification,
    token,
    incidentStatus,
    page: { ...shown, baseUrl: env.PUBLIC_BASE_URL.replace(/\/+$/, "") },
  };
}

/** Thrown inside a batch whose lease another worker took: the batch rolls back. */
class LeaseLost extends Error {}

/**
 * One batch of `claimed`: the next subscribers after its cursor, their deliveries and outbox rows, and the
 * cursor moved, in one transaction. Answers the outbox ids written, `"done"` when no subscriber was left
 * (the notification is finished), or `"lost"` when the lease is no longer this worker's.
 */
async function fanOutBatch(
  claimed: Claimed,
  compose: Awaited<ReturnType<typeof noticeComposer>>,
  now: Date,
): Promise<number[] | "done" | "lost"> {
  const { notification, token } = claimed;
  const s = statusSubscribers;
  const n = statusNotifications;
  const ours = and(eq(n.id, notification.id), eq(n.leaseToken, token));
  try {
    return await db.transaction(async (tx) => {
      const [progress] = await tx.select({ after: n.afterSubscriberId }).from(n).where(ours).for("update");
      if (!progress) throw new LeaseLost();
      const subscribers = await tx
        .select({ id: s.id, channel: s.channel, target: s.target, sealedTarget: s.sealedTarget })
        .from(s)
        .where(
          and(
            eq(s.pageId, notification.pageId),
            isNotNull(s.confirmedAt),
            isNull(s.unsubscribedAt),
            gt(s.id, progress.after),
            or(sql`${s.channel} <> 'sms'`, mayBeTexted(sql`${s.target}`)),
          ),
        )
        .orderBy(asc(s.id))
        .limit(FAN_OUT_BATCH);
      if (subscribers.length === 0) {
        await tx.update(n).set({ finishedAt: now, leaseToken: null, leaseUntil: null }).where(ours);
        return "done" as const;
      }
      const written = await tx
        .insert(statusDeliveries)
        .values(subscribers.map((subscriber) => ({ notificationId: notification.id, subscriberId: subscriber.id })))
        .onConflictDoNothing()
        .returning({ subscriberId: statusDeliveries.subscriberId });
      const fresh = new Set(written.map((row) => row.subscriberId));
      const toSend = subscribers.filter((subscriber) => fresh.has(subscriber.id));
      const outboxIds = await enqueueMany(tx, toSend.map(compose), { now });
      if (outboxIds.length > 0) {
        // Raw SQL: one UPDATE … FROM unnest() links every delivery to its outbox row; the builder has no unnest.
        await tx.execute(sql`
          update ${statusDeliveries} d set outbox_message_id = v.outbox_id
          from unnest(${`{${toSend.map((x) => x.id).join(",")}}`}::int[], ${`{${outboxIds.join(",")}}`}::int[]) as v(subscriber_id, outbox_id)
          where d.notification_id = ${notification.id} and d.subscriber_id = v.subscriber_id`);
      }
      await tx
        .update(n)
        .set({
          afterSubscriberId: subscribers.at(-1)!.id,
          queued: sql`${n.queued} + ${outboxIds.length}`,
          leaseUntil: new Date(now.getTime() + NOTIFICATION_LEASE_MS),
        })
        .where(ours);
      return outboxIds;
    });
  } catch (error) {
    if (error instanceof LeaseLost) return "lost";
    throw error;
  }
}

/** First tries of `outboxIds`, `DELIVERY_CONCURRENCY` at a time; a failed try is left to the retry worker. */
async function deliverFirstTries(outboxIds: readonly number[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < outboxIds.length) {
      const id = outboxIds[next++]!;
      await deliverQueued(id).catch((error: unknown) =>
        console.error(`[status] first try of #${id} failed; the retry worker takes it`, error),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELIVERY_CONCURRENCY, outboxIds.length) }, worker));
}

/**
 * Fans out every unfinished notification this worker can claim, until none is left or `deadline` passed.
 * Throws only when the database fails.
 */
export async function processNotifications(options: FanOutOptions = {}): Promise<FanOutSummary> {
  const now = options.now ?? (() => new Date());
  const deliver = options.deliver ?? deliverFirstTries;
  const summary: FanOutSummary = { notifications: 0, queued: 0 };
  const late = () => options.deadline !== undefined && now().getTime() >= options.deadline;
  while (!late()) {
    const claimed = await claimNotification(db, now());
    if (!claimed) break;
    const compose = await noticeComposer(claimed.page, {
      ...claimed.notification,
      incidentStatus: claimed.incidentStatus,
    });
    for (;;) {
      const batch = await fanOutBatch(claimed, compose, now());
      if (batch === "lost") break;
      if (batch === "done") {
        summary.notifications++;
        break;
      }
      summary.queued += batch.length;
      await deliver(batch);
      if (late()) break;
    }
  }
  return summary;
}

const running = new Set<Promise<void>>();

/**
 * Starts the fan-out after the current response (or at once outside a request); the per-minute
 * `status-notifications` job picks up anything this misses. Never throws: a failure is logged.
 */
export function processNotificationsSoon(): void {
  runAfterResponse(
    () =>
      processNotifications().then(
        () => undefined,
        (error: unknown) => console.error("[status] fan-out failed; the next status-notifications tick retries", error),
      ),
    running,
  );
}

/** Resolves once every fan-out started outside a request has finished (tests, scripts). */
export async function notificationsSettled(): Promise<void> {
  await Promise.all([...running]);
}
