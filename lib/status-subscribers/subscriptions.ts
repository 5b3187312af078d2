/**
 * Subscribing to a status page (docs/decisions/status-pages.md "Status pages, incidents and scheduled maintenance"):
 * double opt-in, and leaving in one step. Asking to subscribe stores the subscriber unconfirmed and queues
 * the confirmation message in the same transaction; only the signed confirm link makes it count. Asking
 * again re-sends the confirmation at most once an hour, and never tells whether the target was known.
 */
import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import { statusPages, statusSubscribers } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { checkOutboundTarget, OutboundError } from "@/lib/http/outbound";
import { enqueue } from "@/lib/outbox/enqueue";
import { confirmationMessage } from "./messages";
import type { SubscribeInput } from "./schemas";

/** Shortest time between two confirmation messages to one target, in ms. */
export const CONFIRMATION_RESEND_MS = 60 * 60_000;

/** The refusal of a webhook target the outbound guard (lib/http/outbound.ts) would never call. */
const PRIVATE_TARGET = "This address cannot receive updates: use a public https:// address";

/**
 * Stores `input` as a subscriber of its page and queues the confirmation when due. A webhook's target
 * passes the outbound guard first, so an address inside the network is refused now, not at each delivery.
 * @returns the outbox row to try at once, or null when none was queued (already confirmed, or sent within the hour).
 * @throws AppError `not_found` when the page does not exist or is a draft, `invalid` (on `target`) for a
 * webhook target the guard refuses.
 */
export async function subscribe(
  database: Database,
  input: SubscribeInput,
  now: Date = new Date(),
): Promise<number | null> {
  if (input.channel === "webhook") {
    try {
      await checkOutboundTarget(input.target);
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      throw new AppError("invalid", PRIVATE_TARGET, { fieldErrors: { target: [PRIVATE_TARGET] } });
    }
  }
  return database.transaction(async (tx) => {
    const [page] = await tx
      .select({ id: statusPages.id, name: statusPages.name, slug: statusPages.slug })
      .from(statusPages)
      .where(and(eq(statusPages.slug, input.slug), isNotNull(statusPages.publishedAt)));
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
      { id: due.id, channel: input.channel, target: input.target, confirmationSentAt: now },
    );
    return enqueue(tx, message, { now });
  });
}

/** The answer to a confirm link that was used already or replaced by a newer request's. */
export const CONFIRM_LINK_USED =
  "This link was used already or replaced by a newer one. To subscribe again, ask again on the status page.";

/** What a confirm link did: confirmed the subscription (again, for a repeated press), found its link used or replaced, or found it gone. */
export type ConfirmOutcome = "confirmed" | "used" | "gone";

/**
 * Confirms the subscription a confirm link names (docs/decisions/status-pages.md "A confirmation link works once"):
 * only the latest confirmation message's link, and only until it has confirmed once; a left subscription
 * starts again only through a new request and its new link. Pressing the same link again while
 * subscribed answers `confirmed` and changes nothing.
 */
export async function confirmSubscription(
  link: { subscriberId: number; sentAt: Date },
  now: Date = new Date(),
): Promise<ConfirmOutcome> {
  const s = statusSubscribers;
  const sentAt = link.sentAt.toISOString();
  const [row] = await db
    .update(s)
    .set({ confirmedAt: now, unsubscribedAt: null })
    .where(
      and(
        eq(s.id, link.subscriberId),
        sql`${s.confirmationSentAt} = ${sentAt}::timestamptz`,
        or(isNull(s.confirmedAt), sql`${s.confirmedAt} < ${s.confirmationSentAt}`),
      ),
    )
    .returning({ id: s.id });
  if (row) return "confirmed";
  const [current] = await db
    .select({
      sameLink: sql<boolean>`${s.confirmationSentAt} = ${sentAt}::timestamptz`,
      subscribed: sql<boolean>`${s.confirmedAt} is not null and ${s.unsubscribedAt} is null`,
    })
    .from(s)
    .where(eq(s.id, link.subscriberId));
  if (!current) return "gone";
  return current.sameLink && current.subscribed ? "confirmed" : "used";
}

/** Ends subscriber `subscriberId`'s subscription (a signed unsubscribe link); repeating it changes nothing. @returns false when it no longer exists. */
export async function unsubscribe(subscriberId: number, now: Date = new Date()): Promise<boolean> {
  const rows = await db
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
