"use server";
/**
 * The public actions of a status page (docs/federation-protocol.md "Status pages"): subscribe, confirm
 * (the button behind the confirm link: a link alone is opened by mail scanners), unsubscribe. Subscribing is
 * limited per address (an IPv6 /64), per target and per page (lib/status-subscribers/subscribe-limits.ts);
 * the answer never says whether a target was subscribed already. And the console's: staff
 * add a chat app, and remove a subscriber.
 */
import { revalidatePath } from "next/cache";
import { adminAction, publicAction } from "@/lib/action";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { deliverAfterResponse } from "@/lib/outbox/deliver";
import { addChatSubscriber } from "./chat-subscriptions";
import { chatSubscriberSchema, subscribeSchema, subscriberRefSchema, tokenSchema } from "./schemas";
import { spendSubscribeAttempt } from "./subscribe-limits";
import { CONFIRM_LINK_USED, confirmSubscription, removeSubscriber, subscribe, unsubscribe } from "./subscriptions";
import { verifyConfirmationToken, verifySubscriptionToken } from "./tokens";

export const subscribeAction = publicAction(subscribeSchema, async (input, { ip }): Promise<void> => {
  if (input.website) return;
  await spendSubscribeAttempt(input, ip);
  const outboxId = await subscribe(db, input);
  if (outboxId !== null) deliverAfterResponse(outboxId);
});

const INVALID_LINK = "This link is not valid. Copy the whole link from the message.";

export const confirmSubscriptionAction = publicAction(tokenSchema, async ({ token }): Promise<void> => {
  const link = verifyConfirmationToken(token);
  if (link === null) throw new AppError("invalid", INVALID_LINK);
  const outcome = await confirmSubscription(link);
  if (outcome === "gone") throw new AppError("not_found", "This subscription no longer exists.");
  if (outcome === "used") throw new AppError("conflict", CONFIRM_LINK_USED);
});

export const unsubscribeAction = publicAction(tokenSchema, async ({ token }): Promise<void> => {
  const id = verifySubscriptionToken("unsubscribe", token);
  if (id === null) throw new AppError("invalid", INVALID_LINK);
  if (!(await unsubscribe(id))) throw new AppError("not_found", "This subscription no longer exists.");
});

/** "Remove" on a page's subscriber list. */
export const removeSubscriberAction = adminAction(
  "status-subscribers.remove",
  subscriberRefSchema,
  async ({ pageId, id }) => {
    await removeSubscriber(db, pageId, id);
    revalidatePath(`/status-pages/${pageId}`);
    return { id };
  },
);

/** "Add chat app" on a page's subscribers; answers the new subscriber's id. */
export const addChatSubscriberAction = adminAction(
  "status-subscribers.add-chat",
  chatSubscriberSchema,
  async ({ pageId, credentials }) => {
    const id = await addChatSubscriber(db, pageId, credentials);
    revalidatePath(`/status-pages/${pageId}`);
    return { id };
  },
);
