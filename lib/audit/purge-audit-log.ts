/**
 * Retention of the audit log (docs/decisions/auth-and-roles.md "Audit log"): rows older than `AUDIT_RETENTION_DAYS` are
 * deleted by the daily maintenance job (lib/maintenance/purge-expired-rows.ts), in batches picked on
 * `audit_log_at_id_idx`. The table refuses every other delete (drizzle/0021_team-owners-audit-append-only.sql's trigger); each batch's
 * transaction says it is the purge with `set_config('audit.purge', 'on', true)`, which ends with it.
 */
import { inArray, lt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { RETENTION_BATCH_SIZE } from "@/lib/db/retention";

/**
 * Days of audit rows kept: 400, a year and a month, so last year's same month can still be read (the
 * same span as the alert history and the uptime rollups).
 */
export const AUDIT_RETENTION_DAYS = 400;

/**
 * Deletes the audit rows older than `AUDIT_RETENTION_DAYS` as of `now`; answers how many.
 * @param batchSize rows per transaction (tests use a small one).
 */
export async function purgeAuditLog(now: Date = new Date(), batchSize = RETENTION_BATCH_SIZE): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000);
  let deleted = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('audit.purge', 'on', true)`);
      const batch = tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(lt(auditLog.at, cutoff))
        .orderBy(auditLog.at, auditLog.id)
        .limit(batchSize);
      const rows = await tx.delete(auditLog).where(inArray(auditLog.id, batch)).returning({ id: auditLog.id });
      return rows.length;
    });
    deleted += count;
    if (count < batchSize) return deleted;
  }
}
