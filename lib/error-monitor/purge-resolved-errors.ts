/**
 * Retention of the error monitor (docs/decisions/data-and-jobs.md "Error monitoring"): a daily job deletes resolved error
 * groups not seen for `ERROR_RETENTION_DAYS` days (90 by default). Unresolved groups are never deleted.
 */
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { errorLogs } from "@/lib/db/schema";
import { env } from "@/lib/env";

/** Deletes resolved groups last seen more than `days` days before `now`; answers how many. */
export async function purgeResolvedErrors(
  database: Database,
  days: number = env.ERROR_RETENTION_DAYS,
  now = new Date(),
): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const deleted = await database
    .delete(errorLogs)
    .where(and(eq(errorLogs.resolved, true), lt(errorLogs.lastSeenAt, cutoff)))
    .returning({ id: errorLogs.id });
  return { deleted: deleted.length };
}
