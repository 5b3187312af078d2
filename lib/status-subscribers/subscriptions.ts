/**
 * Subscribing to a status page (docs/decisions.md "Status pages, incidents and scheduled maintenance"):
 * double opt-in, and leaving in one step. Asking to subscribe stores the subscriber unconfirmed and queues
 * the confirmation message in the same transaction; only the signed confirm link makes it count. Asking
 * again re-sends the confirmation at most once an hour, and never tells whether the target was known.
 */
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { statusPages, statusSubscribers } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { enqueue } from "@/lib/outbox/enqueue";
import { confirmationMessage } from "./messages";
import type { SubscribeInput } from "./schemas";

/** Shortest time between two confirmation messages to one target, in ms. */
export const CONFIRMATION_RESEND_MS = 60 * 60_000;

/**
 * Stores `input` as a subscriber of its page and queues the confirmation when due.
 * @returns the outbox row to try at once, or null when none was queued (already confirmed, or sent within the hour).
 * @throws AppError `not_found` when the page does not exist.
 */
export async function subscribe(
  database: Database,
  input: SubscribeInput,
  now: Date = new Date(),
): Promise<number | null> {
  return database.transaction(async (tx) => {
    const [page] = await tx
      .select({ id: statusPages.id, name: statusPages.name, slug: statusPages.slug })
      .from(statusPages)
      .where(eq(statusPages.slug, input.slug));
    if (!page) throw new AppError("not_found", "This status page no longer exists");
    await tx
      .insert(statusSubscribers)
      .values({ pageId: page.id, channel: input.channel, target: input.target })
      .onConflictDoNothing();
    const s = statusSubscribers;
    // Claims the right to send: unconfirmed (or left) and nothing sent within the hour.
    const [due] = await tx
      .update(s)
      .set({ confirmationSentAt: now })
      .where(
        and(
          eq(s.pageId, page.id),
          eq(s.channel, input.channel),
          eq(s.target, input.target),
          or(isNull(s.confirmedAt), sql`${s.unsubscribedAt} is not null`),
          or(
            isNull(s.confirmationSentAt),
            sql`${s.confirmationSentAt} < ${new Date(now.getTime() - CONFIRMATION_RESEND_MS).toISOString()}`,
          ),
        ),
      )
      .returning({ id: s.id });
    if (!due) return null;
    const message = await confirmationMessage(
      { name: page.name, slug: page.slug, baseUrl: env.PUBLIC_BASE_URL.replace(/\/+$/, "") },
      { id: due.id, channel: input.channel, target: input.target },
    );
    return enqueue(tx, message, { now });
  });
}

/** Confirms subscriber `subscriberId` (a signed confirm link); a left subscription starts again. @returns false when it no longer exists. */
export async function confirmSubscription(
  database: Database,
  subscriberId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await database
    .update(statusSubscribers)
    .set({ confirmedAt: now, unsubscribedAt: null })
    .where(eq(statusSubscribers.id, subscriberId))
    .returning({ id: statusSubscribers.id });
  return rows.length > 0;
}

/** Ends subscriber `subscriberId`'s subscription (a signed unsubscribe link); repeating it changes nothing. @returns false when it no longer exists. */
export async function unsubscribe(database: Database, subscriberId: number, now: Date = new Date()): Promise<boolean> {
  const rows = await database
    .update(statusSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${statusSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(statusSubscribers.id, subscriberId))
    .returning({ id: statusSubscribers.id });
  return rows.length > 0;
}

/**
 * Removes subscriber `subscriberId` of page `pageId` (the console): the row and its delivery records go,
 * so nothing of the person stays; the outbox keeps what was already sent.
 * @throws AppError `not_found` when the page has no such subscriber.
 */
export async function removeSubscriber(database: Database, pageId: number, subscriberId: number): Promise<void> {
  const rows = await database
    .delete(statusSubscribers)
    .where(and(eq(statusSubscribers.id, subscriberId), eq(statusSubscribers.pageId, pageId)))
    .returning({ id: statusSubscribers.id });
  if (rows.length === 0) throw new AppError("not_found", "This subscriber no longer exists");
}
