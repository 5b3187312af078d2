/**
 * Chat-app subscribers of a status page (docs/decisions/status-pages.md "Chat-app status page subscriptions"): staff
 * add a Slack, Discord, Teams, Telegram or ntfy destination in the console, and the page's notices reach
 * it through the outbox in that app's own format, like any confirmed subscriber. The destination is a
 * credential, so it is stored sealed (lib/chat-apps/destination.ts) with a keyed hash that keeps one
 * subscription per destination and page; `target` holds its masked form for the screens.
 */
import { eq } from "drizzle-orm";
import { completeDestination, type ChatDestinationDraft } from "@/lib/chat-apps/destination-input";
import { displayTarget, sealDestination, webhookHostProblem } from "@/lib/chat-apps/destination";
import { destinationHash } from "@/lib/chat-apps/destination-hash";
import type { Database } from "@/lib/db";
import { statusPages, statusSubscribers } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";

const invalidField = (field: string, message: string) =>
  new AppError("invalid", message, { fieldErrors: { [field]: [message] } });

/**
 * Subscribes `draft` (every field entered) to page `pageId`, confirmed at `now`: the admin who adds it
 * answers for it, and a chat room has no one to press a confirm link. Answers the subscriber's id.
 * @throws AppError `not_found` for a page that no longer exists, `invalid` (with the field) for a webhook
 *   URL off its provider's domain, `conflict` when the page already posts to that destination.
 */
export async function addChatSubscriber(
  database: Database,
  pageId: number,
  draft: ChatDestinationDraft,
  now: Date = new Date(),
): Promise<number> {
  if ("url" in draft && draft.url) {
    const problem = webhookHostProblem(draft.kind, draft.url);
    if (problem) throw invalidField("webhookUrl", problem);
  }
  const destination = completeDestination(draft, null);
  if ("missing" in destination) throw invalidField(destination.missing, "Please fill in this field");
  return database.transaction(async (tx) => {
    const [page] = await tx.select({ id: statusPages.id }).from(statusPages).where(eq(statusPages.id, pageId));
    if (!page) throw new AppError("not_found", "This status page no longer exists");
    const [row] = await tx
      .insert(statusSubscribers)
      .values({
        pageId,
        channel: destination.kind,
        target: displayTarget(destination),
        sealedTarget: sealDestination(destination),
        targetHash: destinationHash(destination),
        confirmedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: statusSubscribers.id });
    if (!row) throw new AppError("conflict", "This page already posts to that destination");
    return row.id;
  });
}
