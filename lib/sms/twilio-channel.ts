/**
 * The outbox's SMS channel: Twilio's Messages resource (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource) through the
 * official client. `baseUrl` points the client's API domain at another server speaking the same protocol
 * (tests use a local one). The client is loaded on first send: the package root costs ~130 ms to import.
 */
import type { OutboxChannel } from "@/lib/outbox/types";

/** Twilio credentials and the sending number (E.164). */
export interface TwilioSmsConfig {
  accountSid?: string;
  authToken?: string;
  from: string;
  baseUrl?: string;
  /**
   * Where Twilio posts the message's status changes (`POST /api/sms/status`, docs/sms.md "Delivery
   * status"); each message's `StatusCallback` is this URL with `?outbox=<outbox row id>` appended, so a
   * callback that beats Twilio's own REST answer still finds its message. None: no callbacks.
   */
  statusCallbackUrl?: string;
}

/** A channel texting rows through Twilio, or undefined without an account SID and auth token (rows stay unsent). */
export function createTwilioSmsChannel(config: TwilioSmsConfig): OutboxChannel | undefined {
  const { accountSid, authToken } = config;
  if (!accountSid || !authToken) return undefined;
  let client: import("twilio").Twilio | undefined;
  return async (message) => {
    if (!client) {
      const { default: twilio } = await import("twilio");
      client = twilio(accountSid, authToken);
      if (config.baseUrl) client.api.baseUrl = config.baseUrl;
    }
    // Rejects with the REST exception (status, code and Twilio's message), which the outbox records.
    const statusCallback = config.statusCallbackUrl ? `${config.statusCallbackUrl}?outbox=${message.id}` : undefined;
    const sent = await client.messages.create({ to: message.recipient, from: config.from, body: message.body, ...(statusCallback ? { statusCallback } : {}) });
    return { providerMessageId: sent.sid };
  };
}
