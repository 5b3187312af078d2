/**
 * How an outbound reply's delivery state reads on a lead's timeline (docs/sms.md "Delivery status"):
 * the state's word, and Twilio's error code in words for the codes a reply meets most
 * (https://www.twilio.com/docs/api/errors). Pure, for server and client components alike.
 */
import { FAILED_RETRYING, NOT_SENT_NO_PROVIDER } from "@/lib/outbox/labels";

/**
 * The words of each `sms_messages.delivery_status`, of an outbox row kept for want of a provider, and of
 * one refused with tries left (its reply is still `queued`: the last or a permanent refusal makes it `failed`).
 */
export const DELIVERY_LABELS: Record<string, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  undelivered: "Undelivered",
  failed: "Failed",
  canceled: "Canceled",
  unsent: NOT_SENT_NO_PROVIDER,
  retrying: FAILED_RETRYING,
};

const TWILIO_ERRORS: Record<number, string> = {
  21211: "not a valid phone number",
  21408: "texting this region is not enabled",
  21606: "the sending number cannot text",
  21610: "the number opted out (STOP)",
  21614: "not a mobile number",
  30003: "the phone is unreachable",
  30004: "the message was blocked",
  30005: "unknown number",
  30006: "a landline or unreachable carrier",
  30007: "filtered by the carrier",
  30008: "unknown carrier error",
};

/** Twilio's error `code` in words: "Twilio error 21610: the number opted out (STOP)". */
export function twilioErrorText(code: number): string {
  const words = TWILIO_ERRORS[code];
  return words ? `Twilio error ${code}: ${words}` : `Twilio error ${code}`;
}

/**
 * The state of a reply in words: its label, with the error when there is one. While the reply is still
 * queued, its outbox row's state wins: `unsent` (no SMS provider configured: it will not move until one
 * is) and `failed` (refused with tries left: the outbox retries it).
 */
export function describeDelivery(
  status: string | null,
  errorCode: number | null,
  outboxStatus?: string | null,
): string {
  const queued = status === null || status === "queued";
  const key =
    queued && outboxStatus === "unsent"
      ? "unsent"
      : queued && outboxStatus === "failed"
        ? "retrying"
        : (status ?? "queued");
  const label = DELIVERY_LABELS[key] ?? key;
  return errorCode ? `${label} (${twilioErrorText(errorCode)})` : label;
}
