/**
 * Reads of `error_logs` for /error-monitoring and its JSON endpoints (docs/spec/operator-console.md §7 "Error
 * monitoring"): one keyset page at a time, filtered and searched in SQL (docs/decisions/data-and-jobs.md "Server-paged lists").
 */
import "server-only";
import { and, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  cursorKey,
  keysetQuery,
  searchCondition,
  toPage,
  type KeysetOrder,
  type PageRequest,
  type PagedList,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { errorLogs } from "@/lib/db/schema";
import type { ErrorStatusFilter } from "./list-filter";

/**
 * An error log entry as the screen receives it (docs/spec/operator-console.md §3 "Error log entry"), plus the
 * group's `occurrences`, `lastSeenAt` and `regressedAt`. Dates are ISO 8601 strings.
 */
export interface ErrorLogEntry {
  id: number;
  severity: string;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedBy: string | null;
  emailSent: boolean;
  createdAt: string;
  requestUrl: string | null;
  requestMethod: string | null;
  userId: number | null;
  serverEnvironment: string;
  errorMessage: string;
  stackTrace: string | null;
  occurrences: number;
  lastSeenAt: string;
  regressedAt: string | null;
}

const columns = {
  id: errorLogs.id,
  severity: errorLogs.severity,
  resolved: errorLogs.resolved,
  resolvedAt: errorLogs.resolvedAt,
  resolvedBy: errorLogs.resolvedBy,
  emailSent: errorLogs.emailSent,
  createdAt: errorLogs.createdAt,
  requestUrl: errorLogs.requestUrl,
  requestMethod: errorLogs.requestMethod,
  userId: errorLogs.userId,
  serverEnvironment: errorLogs.serverEnvironment,
  errorMessage: errorLogs.errorMessage,
  stackTrace: errorLogs.stackTrace,
  occurrences: errorLogs.occurrences,
  lastSeenAt: errorLogs.lastSeenAt,
  regressedAt: errorLogs.regressedAt,
};

/** Most recently seen first, on `error_logs_last_seen_id_idx` (`…_unresolved_…` for the Unresolved view). */
const ERROR_ORDER: KeysetOrder = { column: errorLogs.lastSeenAt, kind: "timestamp", id: errorLogs.id };

/** What a page of errors is asked for: position and size, search text (already cleaned) and the view. */
export type ErrorLogPageRequest = PageRequest & { q: string; status: ErrorStatusFilter };

/** The screen's figures: Total Errors, Unresolved, Critical (unresolved critical groups). */
export interface ErrorLogStats {
  total: number;
  unresolved: number;
  critical: number;
}

/** One page of error groups, how many match, and the screen's figures. */
export type ErrorLogPage = PagedList<ErrorLogEntry> & {
  stats: ErrorLogStats;
};

function errorConditions({ q, status }: Pick<ErrorLogPageRequest, "q" | "status">): SQL | undefined {
  return and(
    // Written as the partial index's predicate, so PostgreSQL can use it.
    status === "unresolved" ? sql`not ${errorLogs.resolved}` : undefined,
    searchCondition(errorLogs.errorMessage, q),
  );
}

/** The three figures in one aggregate statement. */
export async function errorLogStats(): Promise<ErrorLogStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unresolved: sql<number>`(count(*) filter (where not ${errorLogs.resolved}))::int`,
      critical: sql<number>`(count(*) filter (where not ${errorLogs.resolved} and ${errorLogs.severity} = 'critical'))::int`,
    })
    .from(errorLogs);
  return { total: row?.total ?? 0, unresolved: row?.unresolved ?? 0, critical: row?.critical ?? 0 };
}

/** A page of error groups, most recently seen first, with its capped total and the screen's figures. */
export async function pageErrorLogs(request: ErrorLogPageRequest): Promise<ErrorLogPage> {
  const conditions = errorConditions(request);
  const { where, orderBy } = keysetQuery(ERROR_ORDER, request);
  const [rows, total, stats] = await Promise.all([
    db
      .select({ ...columns, cursorKey: cursorKey(ERROR_ORDER) })
      .from(errorLogs)
      .where(and(conditions, where))
      .orderBy(...orderBy)
      .limit(request.size + 1),
    cappedCount(errorLogs, conditions),
    errorLogStats(),
  ]);
  const page = toPage(rows, request);
  return {
    page: {
      ...page,
      rows: page.rows.map((r) => ({
        id: r.id,
        severity: r.severity,
        resolved: r.resolved,
        resolvedAt: r.resolvedAt?.toISOString() ?? null,
        resolvedBy: r.resolvedBy,
        emailSent: r.emailSent,
        createdAt: r.createdAt.toISOString(),
        requestUrl: r.requestUrl,
        requestMethod: r.requestMethod,
        userId: r.userId,
        serverEnvironment: r.serverEnvironment,
        errorMessage: r.errorMessage,
        stackTrace: r.stackTrace,
        occurrences: r.occurrences,
        lastSeenAt: r.lastSeenAt.toISOString(),
        regressedAt: r.regressedAt?.toISOString() ?? null,
      })),
    },
    total,
    stats,
  };
}
