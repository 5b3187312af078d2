/**
 * Reads of /audit-log (docs/decisions/auth-and-roles.md "Audit log"): one keyset page newest first, each filter served by
 * its index (people's rows by a partial index, actor, action, target, time; the search by the trigram index), and the same rows in batches
 * for the CSV export.
 */
import "server-only";
import { and, eq, gte, isNull, lt, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  cursorKey,
  keysetQuery,
  searchCondition,
  toPage,
  type KeysetOrder,
  type Page,
  type PageRequest,
  type PagedList,
} from "@/lib/db/keyset";
import { readTablePage } from "@/lib/db/table-page";
import { auditByPeople, auditLog, auditSearchText, type AuditLogRow } from "@/lib/db/schema";
import type { AuditFilter } from "./list-filter";
import { SYSTEM_ACTOR } from "./record-audit";

/** Newest first, on `audit_log_at_id_idx` (or the filter's own index, which ends in the same columns). */
const AUDIT_ORDER: KeysetOrder = { column: auditLog.at, kind: "timestamp", id: auditLog.id };

/** The SQL condition of `filter` and the search `q`. */
export function auditCondition(filter: AuditFilter, q: string): SQL | undefined {
  return and(
    filter.rows === "people"
      ? auditByPeople(auditLog)
      : filter.rows === "jobs"
        ? and(isNull(auditLog.actorId), eq(auditLog.actorUsername, SYSTEM_ACTOR))
        : undefined,
    filter.actor === null ? undefined : eq(auditLog.actorId, filter.actor),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.outcome === "all" ? undefined : eq(auditLog.outcome, filter.outcome),
    filter.target ? eq(auditLog.targetType, filter.target.type) : undefined,
    filter.target?.id ? eq(auditLog.targetId, filter.target.id) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.before ? lt(auditLog.at, filter.before) : undefined,
    searchCondition(auditSearchText(auditLog), q),
  );
}

/** One page of the audit log matching `filter` and `request.q`, and how many rows match (capped). */
export function pageAuditLog(
  request: PageRequest & { q: string },
  filter: AuditFilter,
): Promise<PagedList<AuditLogRow>> {
  return readTablePage(auditLog, AUDIT_ORDER, request, auditCondition(filter, request.q));
}

/**
 * Every row matching `filter` and `q`, newest first, `batchSize` at a time by keyset (the CSV export:
 * memory stays flat whatever the log's size).
 */
export async function* auditLogBatches(
  filter: AuditFilter,
  q: string,
  batchSize = 1000,
): AsyncGenerator<AuditLogRow[]> {
  const condition = auditCondition(filter, q);
  let cursor: string | null = null;
  for (;;) {
    const request: PageRequest = { cursor, dir: "next", size: batchSize };
    const keyset = keysetQuery(AUDIT_ORDER, request);
    const rows = await db
      .select({ row: auditLog, cursorKey: cursorKey(AUDIT_ORDER) })
      .from(auditLog)
      .where(and(condition, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(batchSize + 1);
    const page: Page<{ row: AuditLogRow; cursorKey: string; id: number }> = toPage(
      rows.map(({ row, cursorKey: key }) => ({ row, cursorKey: key, id: row.id })),
      request,
    );
    if (page.rows.length > 0) yield page.rows.map(({ row }) => row);
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}
