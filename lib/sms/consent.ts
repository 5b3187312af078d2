/**
 * The consent rule (docs/sms.md "One consent rule at the channel"): a number in `sms_opt_outs` gets no
 * SMS from any feature until it texts START. The outbox's SMS channel enforces it for every message
 * (lib/sms/consent-checked-channel.ts); screens ask `optedOutSince` to say why before anyone clicks, with
 * `optedOutReason`'s words; a fan-out to many numbers filters with `mayBeTexted` in its own query.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { smsOptOuts } from "@/lib/db/schema";
import { formatDate } from "@/lib/format/date";
import { formatPhoneNumber } from "@/lib/format/phone";

/** When `phoneNumber` (E.164) opted out, or null when it may be texted. */
export async function optedOutSince(database: Database, phoneNumber: string): Promise<Date | null> {
  const [row] = await database
    .select({ since: smsOptOuts.optedOutAt })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phoneNumber, phoneNumber));
  return row?.since ?? null;
}

/** True when `phoneNumber` (E.164) opted out and may not be texted. */
export async function isOptedOut(database: Database, phoneNumber: string): Promise<boolean> {
  return (await optedOutSince(database, phoneNumber)) !== null;
}

/** Why an opted-out number gets nothing from us: the words every screen and refusal shows. */
export function optedOutReason(phone: string, since: Date): string {
  return `${formatPhoneNumber(phone)} asked to stop texts on ${formatDate(since)}: carriers forbid texting a number that opted out (Twilio refuses it with error 21610) until it texts START.`;
}

/**
 * The same rule in SQL, for a set of numbers at once (a status page's SMS subscribers): true when the
 * number in `phoneNumber` (an E.164 column or expression) has not opted out.
 */
export function mayBeTexted(phoneNumber: SQL): SQL<boolean> {
  return sql<boolean>`not exists (select 1 from ${smsOptOuts} where ${smsOptOuts.phoneNumber} = ${phoneNumber})`;
}
