/**
 * When a text that honours quiet hours may leave (docs/sms.md "Quiet hours"): the requested time, or
 * 08:00 on the recipient's clock after it; the recipient's zones from the number, the agency's
 * (`AGENCY_TIME_ZONE`) when the number has none that can be used.
 */
import { env } from "@/lib/env";
import { nextSendableInstant, zonesToHonour } from "./quiet-hours";
import { recipientTimeZones } from "./recipient-time-zones";

/** A planned send: when, and the zones whose clocks decided it. */
export interface QuietSendPlan {
  sendAt: Date;
  zones: string[];
}

/** Plans a text to `phone` (E.164) asked for at `requested`. */
export async function planQuietSend(phone: string, requested: Date): Promise<QuietSendPlan> {
  const zones = zonesToHonour(await recipientTimeZones(phone), env.AGENCY_TIME_ZONE, requested);
  return { sendAt: nextSendableInstant(requested, zones), zones };
}
