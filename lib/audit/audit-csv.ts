/**
 * The audit log as CSV, in the consent ledger's form (RFC 4180 through csv-stringify, CRLF line ends):
 * every cell that starts with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'`, so a
 * spreadsheet shows the text instead of running it as a formula (OWASP "CSV Injection"); usernames,
 * user agents and recorded fields come from people.
 */
import type { AuditLogRow } from "@/lib/db/schema";
import { csvStream } from "@/lib/format/csv-stream";
import { isoDay } from "@/lib/format/date";

/** The header row. */
export const AUDIT_CSV_COLUMNS = [
  "time_utc",
  "actor_id",
  "actor_username",
  "action",
  "target_type",
  "target_id",
  "outcome",
  "reason",
  "ip_address",
  "user_agent",
  "changes",
  "attempts",
] as const;

const OPTIONS = { escape_formulas: true, record_delimiter: "windows", quoted_match: /[\r\n]/ } as const;

function cells(row: AuditLogRow): string[] {
  return [
    row.at.toISOString(),
    row.actorId === null ? "" : String(row.actorId),
    row.actorUsername,
    row.action,
    row.targetType ?? "",
    row.targetId ?? "",
    row.outcome,
    row.reason ?? "",
    row.ipAddress ?? "",
    row.userAgent ?? "",
    row.changes === null ? "" : JSON.stringify(row.changes),
    String(row.count),
  ];
}

/** The CSV of `batches` (header first) as a UTF-8 byte stream, pulling one batch at a time. */
export function auditLogCsv(batches: AsyncIterable<AuditLogRow[]>): ReadableStream<Uint8Array> {
  return csvStream(AUDIT_CSV_COLUMNS, batches, cells, OPTIONS);
}

/** `audit-log-2026-11-26.csv`. */
export function auditLogFileName(now: Date): string {
  return `audit-log-${isoDay(now)}.csv`;
}
