/** The shared number visitors text (`TWILIO_PHONE_NUMBER`), in the E.164 form Twilio sends as `To`. */
import { env } from "@/lib/env";
import { normalizePhoneNumber } from "@/lib/format/phone";

/**
 * `TWILIO_PHONE_NUMBER` in E.164 (e.g. "+1 (555) 010-2030" → "+15550102030"); a value that cannot be
 * one is returned as written, cut to 20 characters (the `sms_messages.to_number` column).
 */
export function sharedNumber(): string {
  return normalizePhoneNumber(env.TWILIO_PHONE_NUMBER) ?? env.TWILIO_PHONE_NUMBER.slice(0, 20);
}
