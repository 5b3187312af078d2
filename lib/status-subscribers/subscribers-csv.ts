/**
 * A status page's subscribers as CSV, in the audit log's form (RFC 4180 through csv-stringify, CRLF line
 * ends): every cell that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'`, so a
 * spreadsheet shows the text instead of running it as a formula (OWASP "CSV Injection"); targets come
 * from visitors. A chat app's target is its masked form, as on screen: the destination is a credential.
 */
import type { StatusSubscriber } from "@/lib/db/schema";
import { csvStream } from "@/lib/format/csv-stream";
import { isoDay } from "@/lib/format/date";
import { subscriberState } from "./labels";

/** The header row. */
export const SUBSCRIBERS_CSV_COLUMNS = [
  "created_at_utc",
  "channel",
  "target",
  "state",
  "confirmed_at_utc",
  "unsubscribed_at_utc",
] as const;

const OPTIONS = { escape_formulas: true, record_delimiter: "windows", quoted_match: /[\r\n]/ } as const;

function cells(row: StatusSubscriber): string[] {
  return [
    row.createdAt.toISOString(),
    row.channel,
    row.target,
    subscriberState(row),
    row.confirmedAt?.toISOString() ?? "",
    row.unsubscribedAt?.toISOString() ?? "",
  ];
}

/** The CSV of `batches` (header first) as a UTF-8 byte stream, pulling one batch at a time. */
export function subscribersCsv(batches: AsyncIterable<StatusSubscriber[]>): ReadableStream<Uint8Array> {
  return csvStream(SUBSCRIBERS_CSV_COLUMNS, batches, cells, OPTIONS);
}

/** `status-subscribers-acme-2026-11-26.csv` for the page at /status/acme. */
export function subscribersFileName(slug: string, now: Date): string {
  return `status-subscribers-${slug}-${isoDay(now)}.csv`;
}
