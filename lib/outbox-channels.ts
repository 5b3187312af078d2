/**
 * The outbox's wiring to providers and features, in one place: the channels the environment configures
 * and the settle hooks of the features that track their messages. Part of the composition root: the
 * outbox knows none of them, lib/register-hooks.ts hands them to it (lib/outbox/wiring.ts). The retry
 * worker and first tries default to these; tests pass their own channels.
 */
import { createChatAppChannels } from "@/lib/chat-apps/channels";
import { createResendChannel } from "@/lib/email/resend-channel";
import { env } from "@/lib/env";
import { consentCheckedSmsChannel } from "@/lib/sms/consent-checked-channel";
import { settleSmsForward } from "@/lib/sms/forward-settle";
import { settleSmsReply } from "@/lib/sms/reply-settle";
import { sharedNumber } from "@/lib/sms/shared-number";
import { createTwilioSmsChannel } from "@/lib/sms/twilio-channel";
import type { ChannelRegistry, SettleHook } from "@/lib/outbox/types";
import { createWebhookChannel } from "@/lib/outbox/webhook-channel";

/**
 * The channels configured by the environment: `email` (Resend, with `RESEND_API_KEY`), `sms` (Twilio,
 * with `TWILIO_ACCOUNT_SID` and `TWILIO_AUTH_TOKEN`, sent from `TWILIO_PHONE_NUMBER`, behind the consent
 * rule and quiet hours of lib/sms/consent-checked-channel.ts) `webhook`
 * (signed with `SMS_WEBHOOK_SECRET`), and the chat apps (`slack`, `discord`, `teams`, `telegram` at
 * `TELEGRAM_API_BASE_URL`, `ntfy`), whose messages carry their own credentials and so are always
 * present. A channel without its provider is absent.
 */
export function environmentChannels(): ChannelRegistry {
  return {
    email: createResendChannel({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL, from: env.EMAIL_FROM }),
    sms: consentCheckedSmsChannel(
      createTwilioSmsChannel({
        accountSid: env.TWILIO_ACCOUNT_SID,
        authToken: env.TWILIO_AUTH_TOKEN,
        from: sharedNumber(),
        baseUrl: env.TWILIO_API_BASE_URL,
        statusCallbackUrl: `${env.PUBLIC_BASE_URL.replace(/\/+$/, "")}/api/sms/status`,
      }),
    ),
    webhook: createWebhookChannel({ secret: env.SMS_WEBHOOK_SECRET }),
    ...createChatAppChannels({ telegramApiBaseUrl: env.TELEGRAM_API_BASE_URL }),
  };
}

/**
 * Told of every settled message, in order: SMS forwards move their message's routing status; admins'
 * SMS replies record Twilio's MessageSid and a refusal (lib/sms/reply-settle.ts).
 */
export const SETTLE_HOOKS: readonly SettleHook[] = [settleSmsForward, settleSmsReply];
