/**
 * The outbox's SMS channel: Twilio's Messages resource (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource) through the
 * official client. `baseUrl` points the client's API domain at another server speaking the same protocol
 * (tests use a local one). The client is loaded on first send: the package root costs ~130 ms to import.
 * Refusals no retry can change end the message's tries at once (`TWILIO_PERMANENT_ERRORS`).
 */
import { PermanentRefusal } from "@/lib/outbox/permanent-refusal";
import type { OutboxChannel } from "@/lib/outbox/types";

/**
 * Twilio's error codes (https://www.twilio.com/docs/api/errors) that refuse a message for a reason no
 * retry changes: the message ends at once instead of spending its remaining tries.
 * - 21211 Invalid 'To' Phone Number (https://www.twilio.com/docs/api/errors/21211)
 * - 21408 Permission to send an SMS has not been enabled for the region (https://www.twilio.com/docs/api/errors/21408)
 * - 21606 The 'From' phone number provided is not a valid message-capable number (https://www.twilio.com/docs/api/errors/21606)
 * - 21610 Attempt to send to unsubscribed recipient: the number texted STOP (https://www.twilio.com/docs/api/errors/21610)
 * - 21614 'To' number is not a valid mobile number (https://www.twilio.com/docs/api/errors/21614)
 * Everything else (5xx, 20429 Too Many Requests, network failures) is retried with backoff.
 */
export const TWILIO_PERMANENT_ERRORS: ReadonlySet<number> = new Set([21211, 21408, 21606, 21610, 21614]);

/** Twilio's REST exception as a `PermanentRefusal` when its code is in `TWILIO_PERMANENT_ERRORS`, else unchanged. */
function classifyTwilioError(error: unknown): unknown {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== "number" || !TWILIO_PERMANENT_ERRORS.has(code)) return error;
  return new PermanentRefusal(`Twilio error ${code}: ${error instanceof Error ? error.message : String(error)}`, code);
}

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
    try {
      const sent = await client.messages.create({
        to: message.recipient,
        from: config.from,
        body: message.body,
        ...(statusCallback ? { statusCallback } : {}),
      });
      return { providerMessageId: sent.sid };
    } catch (error) {
      throw classifyTwilioError(error);
    }
  };
}
