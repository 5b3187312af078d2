/**
 * The one call a feature makes to tell a chat app something (docs/architecture.md "Where a new
 * thing goes"): a notification and a sealed destination in, an outbox message out, ready for `enqueue`. The
 * stored body is the provider's payload (./slack-format.ts and the others), so the outbox channel that
 * sends it (./channels.ts) knows nothing of alerts or status pages.
 */
import type { OutboundMessage } from "@/lib/outbox/types";
import { formatDiscord } from "./discord-format";
import type { ChatAppKind } from "./kinds";
import type { ChatNotification } from "./notification";
import { formatNtfy } from "./ntfy-format";
import { formatSlack } from "./slack-format";
import { formatTeams } from "./teams-format";
import { formatTelegram } from "./telegram-format";

/** Each chat app's formatter: a notification in, the payload the outbox stores out. */
const FORMATTERS: Record<ChatAppKind, (notification: ChatNotification) => unknown> = {
  slack: formatSlack,
  discord: formatDiscord,
  teams: formatTeams,
  telegram: formatTelegram,
  ntfy: formatNtfy,
};

/** A chat-app target as a channel or a subscription keeps it: what screens show, and the sealed destination. */
export interface ChatAppTarget {
  kind: ChatAppKind;
  /** `displayTarget` of the destination (lib/chat-apps/destination.ts); shown in the outbox and history. */
  recipient: string;
  /** `sealDestination` of the destination. */
  sealedRecipient: string;
}

/** `notification` for `target`, as an outbox message. */
export function chatAppMessage(target: ChatAppTarget, notification: ChatNotification): OutboundMessage {
  return {
    channel: target.kind,
    recipient: target.recipient,
    sealedRecipient: target.sealedRecipient,
    body: JSON.stringify(FORMATTERS[target.kind](notification)),
  };
}
