/**
 * The outbox's delivery channels, by `outbox_messages.channel`. A channel sends one stored message
 * through its provider and throws with the provider's error when refused. The retry worker dispatches
 * through this registry: a channel without a configured provider is absent, and its messages stay `unsent`.
 */
import { createResendChannel } from "@/lib/email/resend-channel";
import { env } from "@/lib/env";
import { sharedNumber } from "@/lib/sms/shared-number";
import { createTwilioSmsChannel } from "@/lib/sms/twilio-channel";
import { createWebhookChannel } from "./webhook-channel";
import type { OutboxMessage } from "@/lib/db/schema";

/** What the provider answered for an accepted message. */
export interface ChannelReceipt {
  providerMessageId?: string;
}

/** Sends `message`; throws an Error carrying the provider's message when it was not accepted. */
export type OutboxChannel = (message: OutboxMessage) => Promise<ChannelReceipt>;

/** Channels by name; a missing entry means "no provider configured". */
export type ChannelRegistry = Partial<Record<string, OutboxChannel>>;

/**
 * The channels configured by the environment: `email` (Resend, with `RESEND_API_KEY`), `sms` (Twilio,
 * with `TWILIO_ACCOUNT_SID` and `TWILIO_AUTH_TOKEN`, sent from `TWILIO_PHONE_NUMBER`) and `webhook`
 * (signed with `SMS_WEBHOOK_SECRET`).
 */
export function configuredChannels(): ChannelRegistry {
  return {
    email: createResendChannel({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL, from: env.EMAIL_FROM }),
    sms: createTwilioSmsChannel({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: sharedNumber(),
      baseUrl: env.TWILIO_API_BASE_URL,
    }),
    webhook: createWebhookChannel({ secret: env.SMS_WEBHOOK_SECRET }),
  };
}
