/**
 * Forwards of routed messages (docs/sms.md "Forwards"). The forward is queued in the outbox
 * (lib/outbox/enqueue.ts) in the message's own transaction, so a crash, a provider that is down or a
 * webhook that times out loses nothing; the first try runs after the commit and the outbox worker
 * retries with backoff (lib/outbox/backoff.ts). The message stays `pending` until its forward is
 * accepted (`routed`), kept unsent because no provider is configured (`unsent`), or out of tries
 * (`failed`): lib/sms/forward-settle.ts.
 */
import { formatPhoneNumber } from "@/lib/format/phone";
import type { OutboundMessage } from "@/lib/outbox/types";
import type { InboundSms } from "@/lib/sms/inbound-message";
import { cutText } from "@/lib/format/text";

/** The longest SMS Twilio sends (a concatenated message), in characters. */
const SMS_FORWARD_MAX = 1_600;

/** The route a forward comes from, as named in its payload. */
export interface ForwardRoute {
  id: number;
  name: string;
}

/**
 * The JSON a webhook target receives (POST, `Content-Type: application/json`, signed: lib/outbox/webhook-channel.ts).
 * Field names follow Twilio's parameters.
 */
export interface SmsWebhookPayload {
  event: "sms.received";
  MessageSid: string;
  From: string;
  To: string;
  Body: string;
  route: ForwardRoute;
  receivedAt: string;
}

/** The outbox row for a forward to `target` of `targetType`, or null when the type is not a forward. */
export function forwardMessage(
  targetType: string,
  target: string,
  message: InboundSms,
  route: ForwardRoute,
  receivedAt: Date,
): OutboundMessage | null {
  const from = formatPhoneNumber(message.from);
  switch (targetType) {
    case "webhook": {
      const payload: SmsWebhookPayload = {
        event: "sms.received",
        MessageSid: message.messageSid,
        From: message.from,
        To: message.to,
        Body: message.body,
        route,
        receivedAt: receivedAt.toISOString(),
      };
      return { channel: "webhook", recipient: target, body: JSON.stringify(payload) };
    }
    case "phone_number":
      return {
        channel: "sms",
        recipient: target,
        body: cutText(`SMS from ${from}: ${message.body}`, SMS_FORWARD_MAX, { marker: "..." }),
      };
    case "email":
      return {
        channel: "email",
        recipient: target,
        subject: `SMS from ${from} (${route.name})`,
        body: `From: ${from}\nTo: ${formatPhoneNumber(message.to)}\nRoute: ${route.name}\nReceived: ${receivedAt.toISOString()}\n\n${message.body}`,
      };
    default:
      return null;
  }
}
