/**
 * The outbox's delivery channels, by `outbox_messages.channel`. A channel sends one stored message
 * through its provider and throws with the provider's error when refused. The retry worker dispatches
 * through this registry: a channel without a configured provider is absent, and its messages stay `unsent`.
 * The SMS channel plugs in here beside e-mail.
 */
import { createResendChannel } from "@/lib/email/resend-channel";
import { env } from "@/lib/env";
import type { OutboxMessage } from "@/lib/db/schema";

/** What the provider answered for an accepted message. */
export interface ChannelReceipt {
  providerMessageId?: string;
}

/** Sends `message`; throws an Error carrying the provider's message when it was not accepted. */
export type OutboxChannel = (message: OutboxMessage) => Promise<ChannelReceipt>;

/** Channels by name; a missing entry means "no provider configured". */
export type ChannelRegistry = Partial<Record<string, OutboxChannel>>;

/** The channels configured by the environment (e-mail: Resend when `RESEND_API_KEY` is set). */
export function configuredChannels(): ChannelRegistry {
  return {
    email: createResendChannel({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL, from: env.EMAIL_FROM }),
  };
}
