/**
 * A subscriber's channel and state as the console and its CSV export name them. The state: confirmed
 * (notices reach it), waiting for its confirmation (none do yet), or left (it unsubscribed; the row stays
 * as proof of the opt-out).
 */
import { isChatAppKind } from "@/lib/chat-apps/kinds";
import { CHAT_APP_LABELS } from "@/lib/chat-apps/labels";
import type { StatusSubscriber, StatusSubscriberChannel } from "@/lib/db/schema";
import { SUBSCRIBE_CHANNEL_LABELS } from "./channel-labels";

export type SubscriberState = "confirmed" | "pending" | "left";

/** The state of `subscriber`: leaving outranks a confirmation before it. */
export function subscriberState(subscriber: Pick<StatusSubscriber, "confirmedAt" | "unsubscribedAt">): SubscriberState {
  if (subscriber.unsubscribedAt) return "left";
  return subscriber.confirmedAt ? "confirmed" : "pending";
}

export const SUBSCRIBER_STATE_LABELS: Record<SubscriberState, string> = {
  confirmed: "Confirmed",
  pending: "Awaiting confirmation",
  left: "Left",
};

/** The channel's name: the subscribe form's, or the chat app's. */
export function subscriberChannelLabel(channel: StatusSubscriberChannel): string {
  return isChatAppKind(channel) ? CHAT_APP_LABELS[channel] : SUBSCRIBE_CHANNEL_LABELS[channel];
}
