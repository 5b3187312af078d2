/** Reads of `error_logs` for /error-monitoring (operator-console.md §7 "Error monitoring"). */
import { desc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { errorLogs } from "@/lib/db/schema";

/** The most groups one list answers; older ones stay in the table until retention deletes them. */
export const ERROR_LIST_LIMIT = 500;

/**
 * An error log entry as the screen receives it (operator-console.md §3 "Error log entry"), plus the
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

/** Error groups, most recently seen first: all of them, or only the unresolved ones. */
export async function listErrorLogs({ unresolvedOnly }: { unresolvedOnly: boolean }): Promise<ErrorLogEntry[]> {
  const rows = await db
    .select(columns)
    .from(errorLogs)
    .where(unresolvedOnly ? eq(errorLogs.resolved, false) : undefined)
    .orderBy(desc(errorLogs.lastSeenAt), desc(errorLogs.id))
    .limit(ERROR_LIST_LIMIT);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    regressedAt: r.regressedAt?.toISOString() ?? null,
  }));
}
