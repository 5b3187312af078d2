/**
 * The consent ledger (docs/sms.md "Consent ledger"): every opt-out and opt-in keyword a
 * number texted, with its time, the keyword and a copy of the message that carried it, kept as proof for
 * a carrier audit. `sms_opt_outs` says whether a number is opted out now; the ledger says since when
 * and why. Written by the compliance check inside the message's transaction, so a keyword is in the
 * ledger exactly when its message was stored.
 */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { smsConsentEvents, smsMessages, smsOptOuts, type SmsConsentEvent } from "@/lib/db/schema";
import type { InboundSms } from "./inbound-message";
import { cutText } from "@/lib/format/text";

/** What a ledger row records. */
export type ConsentAction = "opt-out" | "opt-in";

/** Longest keyword kept (the column size); a longer body is a custom keyword Twilio recognised, cut. */
const KEYWORD_MAX = 40;

/**
 * Adds the ledger row for `message`, an opt-out or opt-in keyword, inside the pipeline's transaction.
 * The keyword is Twilio's `OptOutType` when Advanced Opt-Out sent one, else the body trimmed and upper-cased.
 */
export async function recordConsentEvent(database: Database, message: InboundSms, action: ConsentAction): Promise<void> {
  const keyword = cutText((message.optOutType?.trim() || message.body.trim()).toUpperCase(), KEYWORD_MAX, { marker: "" });
  await database.insert(smsConsentEvents).values({
    phoneNumber: message.from,
    action,
    keyword,
    messageSid: message.messageSid,
    messageBody: message.body,
    smsMessageId: sql`(select ${smsMessages.id} from ${smsMessages} where ${smsMessages.messageSid} = ${message.messageSid})`,
  });
}

/** When `phoneNumber` opted out (`sms_opt_outs`), or null when it may be texted. */
export async function optedOutSince(database: Database, phoneNumber: string): Promise<Date | null> {
  const [row] = await database.select({ since: smsOptOuts.optedOutAt }).from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phoneNumber));
  return row?.since ?? null;
}

/**
 * The same rule in SQL, for a set of numbers at once (a status page's SMS subscribers): true when the
 * number in `phoneNumber` (an E.164 column or expression) has not opted out.
 */
export function mayBeTexted(phoneNumber: SQL): SQL<boolean> {
  return sql<boolean>`not exists (select 1 from ${smsOptOuts} where ${smsOptOuts.phoneNumber} = ${phoneNumber})`;
}

/** The ledger of `phoneNumber`, newest first, at most `limit` rows (a number rarely has more than a few). */
export function consentEventsOf(database: Database, phoneNumber: string, limit = 100): Promise<SmsConsentEvent[]> {
  return database
    .select()
    .from(smsConsentEvents)
    .where(eq(smsConsentEvents.phoneNumber, phoneNumber))
    .orderBy(desc(smsConsentEvents.createdAt), desc(smsConsentEvents.id))
    .limit(limit);
}

/**
 * The ledger in time order, `batchSize` rows at a time on its `(created_at, id)` index (keyset pages),
 * for one number or, with `phoneNumber` null, every number. For the CSV export: memory stays flat
 * whatever the ledger's size.
 */
export async function* consentEventBatches(database: Database, phoneNumber: string | null, batchSize = 1000): AsyncGenerator<SmsConsentEvent[]> {
  let afterId: number | null = null;
  for (;;) {
    // The cursor is compared in SQL: `created_at` has microseconds, a JavaScript Date only milliseconds.
    const conditions = [
      phoneNumber === null ? undefined : eq(smsConsentEvents.phoneNumber, phoneNumber),
      afterId === null
        ? undefined
        : sql`(${smsConsentEvents.createdAt}, ${smsConsentEvents.id}) > (select created_at, id from ${smsConsentEvents} where id = ${afterId})`,
    ];
    const rows: SmsConsentEvent[] = await database
      .select()
      .from(smsConsentEvents)
      .where(and(...conditions))
      .orderBy(asc(smsConsentEvents.createdAt), asc(smsConsentEvents.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
