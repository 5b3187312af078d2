/**
 * Retention of the tables that grow with traffic (docs/decisions/data-and-jobs.md "Retention"): SMS messages,
 * federated sync reports, command responses and outbox messages older than their `RETENTION_DAYS_*`
 * setting (default 180 days), and alert history older than `ALERT_HISTORY_RETENTION_DAYS`, are deleted
 * by the daily maintenance job (lib/maintenance/purge-expired-rows.ts).
 *
 * Rows go in batches of `RETENTION_BATCH_SIZE`, each its own statement (and so its own transaction),
 * picked by id through the age index: a batch locks only its own rows, for milliseconds, never the
 * table, so the webhook and the console keep writing while years of rows are removed.
 * Outbox messages still waiting to be sent (`pending`, or `failed` with a next try) are kept whatever
 * their age. Deleting an outbox row clears `sms_messages.outbox_message_id` (ON DELETE SET NULL).
 * Resolved errors keep their own rule (`ERROR_RETENTION_DAYS`, lib/errors).
 */
import { and, eq, inArray, isNull, lt, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db } from "@/lib/db";
import {
  alertHistory,
  federatedCommandResponses,
  federatedSyncReports,
  outboxMessages,
  smsMessages,
} from "@/lib/db/schema";
import { RETENTION_BATCH_SIZE } from "@/lib/db/retention";
import { env } from "@/lib/env";

/**
 * Days of `alert_history` kept (docs/decisions/federation-and-health.md "Alert history retention"; docs/federation-protocol.md
 * "Alert rules"): the same 400 days as the uptime rollups it explains (lib/uptime/rollups.ts), so a year
 * of outages can be compared with their alerts.
 */
export const ALERT_HISTORY_RETENTION_DAYS = 400;

/** One table's rule: rows whose `age` column is older than `days` days (and that are `deletable`) go. */
interface RetentionRule {
  table: PgTable;
  id: PgColumn;
  age: PgColumn;
  days: number;
  /** Extra condition a row must meet to be deleted (e.g. an outbox message that is done). */
  deletable?: SQL;
}

/** How many rows each rule deleted. */
export interface RetentionSummary {
  smsMessages: number;
  syncReports: number;
  commandResponses: number;
  alertHistory: number;
  outboxMessages: number;
}

/** The rules, from the environment. Messages and alert history go before the outbox rows they point to. */
function retentionRules(): Record<keyof RetentionSummary, RetentionRule> {
  return {
    smsMessages: { table: smsMessages, id: smsMessages.id, age: smsMessages.createdAt, days: env.RETENTION_DAYS_SMS },
    syncReports: {
      table: federatedSyncReports,
      id: federatedSyncReports.id,
      age: federatedSyncReports.syncDate,
      days: env.RETENTION_DAYS_SYNC_REPORTS,
    },
    commandResponses: {
      table: federatedCommandResponses,
      id: federatedCommandResponses.id,
      age: federatedCommandResponses.createdAt,
      days: env.RETENTION_DAYS_COMMAND_RESPONSES,
    },
    alertHistory: {
      table: alertHistory,
      id: alertHistory.id,
      age: alertHistory.at,
      days: ALERT_HISTORY_RETENTION_DAYS,
    },
    outboxMessages: {
      table: outboxMessages,
      id: outboxMessages.id,
      age: outboxMessages.createdAt,
      days: env.RETENTION_DAYS_OUTBOX,
      // Sent, kept unsent (no provider), or failed with no try left: nothing will read or send it again.
      deletable: or(
        inArray(outboxMessages.status, ["sent", "unsent", "canceled"]),
        and(eq(outboxMessages.status, "failed"), isNull(outboxMessages.nextAttemptAt)),
      ),
    },
  };
}

/** Deletes one rule's old rows batch by batch; returns how many went. */
async function purge(rule: RetentionRule, now: Date, batchSize: number): Promise<number> {
  const cutoff = new Date(now.getTime() - rule.days * 86_400_000);
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: rule.id })
      .from(rule.table)
      .where(and(lt(rule.age, cutoff), rule.deletable))
      .limit(batchSize);
    const rows = await db.delete(rule.table).where(inArray(rule.id, batch)).returning({ id: rule.id });
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}

/**
 * Deletes every table's rows older than its retention, as of `now`.
 * @param batchSize rows per statement (tests use a small one to see several batches).
 * @throws on a database failure; batches already deleted stay deleted (the next run continues).
 */
export async function purgeOldRows(
  now: Date = new Date(),
  batchSize = RETENTION_BATCH_SIZE,
): Promise<RetentionSummary> {
  const summary: RetentionSummary = {
    smsMessages: 0,
    syncReports: 0,
    commandResponses: 0,
    alertHistory: 0,
    outboxMessages: 0,
  };
  for (const [name, rule] of Object.entries(retentionRules()) as [keyof RetentionSummary, RetentionRule][]) {
    summary[name] = await purge(rule, now, batchSize);
  }
  return summary;
}
