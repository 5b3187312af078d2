/**
 * Daily housekeeping: expired sessions, rate-limit windows long past, old job runs, audit rows past 400
 * days (lib/audit/purge-audit-log.ts) and rows past retention are deleted; uptime heartbeats past 7 days
 * are rolled up per hour (lib/uptime/rollups.ts).
 */
import { lt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { jobRuns, rateLimits, sessions } from "@/lib/db/schema";
import { purgeAuditLog } from "@/lib/audit/purge-audit-log";
import { purgeOldRows, type RetentionSummary } from "./purge-old-rows";
import { rollUpHeartbeats, type RollupSummary } from "@/lib/uptime/rollups";

/** Job runs are kept this many days (the Jobs card shows only the latest; the rest is history for an operator reading the table). */
export const JOB_RUN_RETENTION_DAYS = 30;

/**
 * Deletes expired sessions, rate-limit rows older than a day, job runs older than 30 days, old audit rows, and the old
 * rows of lib/maintenance/purge-old-rows.ts, and rolls up old uptime heartbeats; returns how many of each.
 */
export async function purgeExpiredRows(): Promise<{
  sessions: number;
  rateLimits: number;
  jobRuns: number;
  auditRows: number;
  retention: RetentionSummary;
  uptime: RollupSummary;
}> {
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expire, new Date()))
    .returning({ sid: sessions.sid });
  const staleLimits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, sql`now() - interval '1 day'`))
    .returning({ key: rateLimits.key });
  const oldRuns = await db
    .delete(jobRuns)
    .where(lt(jobRuns.tick, sql`now() - make_interval(days => ${JOB_RUN_RETENTION_DAYS})`))
    .returning({ id: jobRuns.id });
  const auditRows = await purgeAuditLog();
  const retention = await purgeOldRows();
  return {
    sessions: expiredSessions.length,
    rateLimits: staleLimits.length,
    jobRuns: oldRuns.length,
    auditRows,
    retention,
    uptime: await rollUpHeartbeats(),
  };
}
