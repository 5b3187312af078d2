/**
 * The consent ledger (docs/sms.md "Consent ledger"): every opt-out and opt-in keyword a
 * number texted, with its time, the keyword and a copy of the message that carried it, kept as proof for
 * a carrier audit. `sms_opt_outs` says whether a number is opted out now; the ledger says since when
 * and why. Written by the compliance check inside the message's transaction, so a keyword is in the
 * ledger exactly when its message was stored.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { smsConsentEvents, smsMessages, type SmsConsentEvent } from "@/lib/db/schema";
import type { InboundSms } from "./inbound-message";
import { cutText } from "@/lib/format/text";

/** What a ledger row records. */
export type ConsentAction = "opt-out" | "opt-in";

/** Longest keyword kept (the column size); a longer body is a custom keyword Twilio recognised, cut. */
const KEYWORD_MAX = 40;

/**
 * Adds the ledger row for `message`, an opt-out or opt-in, inside the pipeline's transaction. `keyword` is
 * what the decision recognised (lib/sms/inbound-decision.ts): Twilio's `OptOutType`, the whole keyword,
 * or the revocation word of a longer message ("STOP" for "stop please"); cut to the column's size.
 */
export async function recordConsentEvent(
  database: Database,
  message: InboundSms,
  action: ConsentAction,
  keyword: string,
): Promise<void> {
  await database.insert(smsConsentEvents).values({
    phoneNumber: message.from,
    action,
    keyword: cutText(keyword, KEYWORD_MAX, { marker: "" }),
    messageSid: message.messageSid,
    messageBody: message.body,
    smsMessageId: sql`(select ${smsMessages.id} from ${smsMessages} where ${smsMessages.messageSid} = ${message.messageSid})`,
  });
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
export async function* consentEventBatches(
  database: Database,
  phoneNumber: string | null,
  batchSize = 1000,
): AsyncGenerator<SmsConsentEvent[]> {
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
