/**
 * The outbox's shapes (docs/decisions/data-and-jobs.md "Outbox as a leaf"): what a caller queues (`OutboundMessage`), what a
 * provider channel does with a stored row (`OutboxChannel`), and what a feature learns when one of its
 * messages settles (`SettleHook`). Types only, so every module may import it.
 */
import type { ChatAppKind } from "@/lib/chat-apps/kinds";
import type { EmailAttachment, OutboxMessage } from "@/lib/db/schema";

export type { EmailAttachment, OutboxMessage } from "@/lib/db/schema";

/**
 * A message to queue with `enqueue` (lib/outbox/enqueue.ts), by channel. `recipient` is an e-mail
 * address, an E.164 number or a webhook URL; `body` is the plain-text e-mail, the SMS text or the
 * webhook's JSON. E-mail alone has a subject, HTML, a reply-to address, extra headers by name (a
 * status page's `List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058) and attached files (the
 * monthly report's PDF, stored with the row so a retry sends the same bytes). A chat app's address is a
 * credential: its `recipient` is what screens may show, and `sealedRecipient` the sealed destination
 * its channel opens (lib/chat-apps/chat-app-message.ts makes these messages).
 */
export type OutboundMessage =
  | {
      channel: "email";
      recipient: string;
      subject: string;
      body: string;
      html?: string | null;
      replyTo?: string | null;
      headers?: Record<string, string> | null;
      attachments?: EmailAttachment[] | null;
    }
  | { channel: "sms"; recipient: string; body: string }
  | { channel: "webhook"; recipient: string; body: string }
  | { channel: ChatAppKind; recipient: string; sealedRecipient: string; body: string };

/** What the provider answered for an accepted message. */
export interface ChannelReceipt {
  providerMessageId?: string;
}

/**
 * Sends `message`; throws an Error carrying the provider's message when it was not accepted, a
 * `PermanentRefusal` (lib/outbox/permanent-refusal.ts) when no retry could succeed.
 */
export type OutboxChannel = (message: OutboxMessage) => Promise<ChannelReceipt>;

/** Channels by name; a missing entry means "no provider configured" (its messages stay `unsent`). */
export type ChannelRegistry = Partial<Record<string, OutboxChannel>>;

/**
 * The outcome of a delivery step: accepted (`sent`), kept for want of a provider (`unsent`), refused
 * with tries left (`retrying`), or refused for the last time or for good (`failed`). All but `retrying`
 * settle the message.
 */
export type DeliveryOutcome = "sent" | "unsent" | "retrying" | "failed";

/** What a settle hook is told, after the row was updated. */
export interface DeliveryEvent {
  /** The row as the attempt found it (its `status` and `attempts` are the ones before this step). */
  message: OutboxMessage;
  outcome: DeliveryOutcome;
  /** The provider's id of an accepted message (Twilio's MessageSid, Resend's id). */
  providerMessageId?: string;
  /** The provider's refusal, as recorded in `last_error`. */
  error?: string;
  /** A numeric code the provider's error carried (Twilio's REST error code), when any. */
  errorCode?: number;
}

/**
 * Told of every delivery step of every message, on the global client; a hook picks the messages it
 * tracks (by `message.id` or `message.channel`). Features register theirs in
 * lib/outbox-channels.ts (SMS forwards: lib/sms/forward-settle.ts), so the outbox itself
 * knows no feature. Throws only when the database fails.
 */
export type SettleHook = (event: DeliveryEvent) => Promise<void>;
