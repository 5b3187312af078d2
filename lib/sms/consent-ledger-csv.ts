/**
 * The consent ledger as CSV (RFC 4180: comma-separated, CRLF line ends, a field with a comma, quote or
 * line break quoted and its quotes doubled) through csv-stringify. A cell that starts with `=`, `+`, `-`,
 * `@`, tab or carriage return gets a leading `'`, so a spreadsheet shows the text instead of running it as
 * a formula (OWASP "CSV Injection"): message text comes from anyone who texts the number. A phone cell
 * holding a valid E.164 number ("+15551234567": a plus and digits only) cannot carry a formula, so it is
 * written as it is and sorts and filters as the number.
 */
import type { SmsConsentEvent } from "@/lib/db/schema";
import { csvStream } from "@/lib/format/csv-stream";
import { isoDay } from "@/lib/format/date";
import { normalizePhoneNumber } from "@/lib/format/phone";

/** The header row. */
export const CONSENT_CSV_COLUMNS = ["time_utc", "phone_number", "action", "keyword", "message_sid", "message"] as const;

/** Index of the `phone_number` column. */
const PHONE_COLUMN = CONSENT_CSV_COLUMNS.indexOf("phone_number");

/** True for a valid number written in E.164 exactly as stored: nothing in it a spreadsheet can evaluate. */
function isE164(value: string): boolean {
  return /^\+[1-9]\d{1,14}$/.test(value) && normalizePhoneNumber(value) === value;
}

const OPTIONS = {
  escape_formulas: true,
  record_delimiter: "windows",
  quoted_match: /[\r\n]/,
  // Per cell: a valid E.164 phone keeps its "+"; every other cell is escaped as above.
  cast: {
    string: (value: string, context: { index: number; header: boolean }) =>
      !context.header && context.index === PHONE_COLUMN && isE164(value) ? { value, escape_formulas: false } : value,
  },
} as const;

/** One ledger row as CSV cells, in `CONSENT_CSV_COLUMNS` order. */
function cells(event: SmsConsentEvent): string[] {
  return [
    event.createdAt.toISOString(),
    event.phoneNumber,
    event.action,
    event.keyword,
    event.messageSid ?? "",
    event.messageBody,
  ];
}

/** The CSV of `batches` (header first) as a UTF-8 byte stream, pulling one batch at a time. */
export function consentLedgerCsv(batches: AsyncIterable<SmsConsentEvent[]>): ReadableStream<Uint8Array> {
  return csvStream(CONSENT_CSV_COLUMNS, batches, cells, OPTIONS);
}

/** `consent-ledger-15551234567-2026-11-22.csv`, or `consent-ledger-all-…` for every number. */
export function consentLedgerFileName(phone: string | null, now: Date): string {
  return `consent-ledger-${phone ? phone.replace(/\D/g, "") : "all"}-${isoDay(now)}.csv`;
}
