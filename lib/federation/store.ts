/**
 * Writes one site's sync outcome in a single transaction: the collected data, the
 * `federated_sync_reports` row, and the site's `lastSync`, `lastDeploymentDate` and lease.
 *
 * A sync is a full snapshot: the TODOs and errors of a section that arrived replace that site's previous
 * ones; features are upserted by (site, name) and the ones no longer listed removed; analytics are
 * upserted by (site, day). A section that did not arrive keeps its old rows, and a failed sync changes no
 * data at all, so the last good sync stays visible.
 */
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db } from "@/lib/db";
import {
  federatedAnalytics,
  federatedErrors,
  federatedFeatures,
  federatedSites,
  federatedSyncReports,
  federatedTodos,
} from "@/lib/db/schema";
import type { CollectedAnalytics, CollectedError, CollectedFeature, CollectedTodo } from "./protocol";

/** Report status of a sync (operator-console.md §4 "Sync report status"). */
export type SyncStatus = "success" | "partial" | "failed";

/** What one sync collected; an absent section was not received. */
export interface CollectedData {
  todos?: CollectedTodo[];
  errors?: CollectedError[];
  features?: CollectedFeature[];
  analytics?: CollectedAnalytics[];
  deployedAt: Date | null;
}

/** One site's outcome to record. `durationMs` is wall time of the whole site sync. */
export interface SyncOutcome {
  siteId: number;
  siteName: string;
  status: SyncStatus;
  durationMs: number;
  errorMessage: string | null;
  data?: CollectedData;
}

const decimal = (value: number | null) => (value === null ? null : value.toFixed(2));

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * Inserts one site's `rows` into `table` in one statement with two parameters: the site id and the
 * rows as JSON, expanded by `json_to_recordset` into `columns` (field name → column; each column's
 * own SQL type). A multi-row INSERT costs Drizzle work per value, which at fleet scale (1,000 sites ×
 * 15 rows × 11 columns) was the sync's largest CPU cost (docs/decisions.md "Hub lists"). Remote text
 * arrives cleaned of NUL (protocol.ts), which JSON text in PostgreSQL refuses.
 */
async function insertRows<R extends object>(tx: Transaction, table: PgTable, siteId: number, columns: { [K in keyof R]: PgColumn }, rows: R[]): Promise<void> {
  const entries = Object.entries(columns) as [string, PgColumn][];
  const names = sql.join(entries.map(([, column]) => sql.identifier(column.name)), sql`, `);
  const values = sql.join(entries.map(([field]) => sql`x.${sql.identifier(field)}`), sql`, `);
  const shape = sql.join(entries.map(([field, column]) => sql`${sql.identifier(field)} ${sql.raw(column.getSQLType())}`), sql`, `);
  await tx.execute(sql`insert into ${table} (site_id, ${names}) select ${siteId}, ${values} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${shape})`);
}

const TODO_COLUMNS: { [K in keyof CollectedTodo]: PgColumn } = {
  title: federatedTodos.title,
  description: federatedTodos.description,
  category: federatedTodos.category,
  priority: federatedTodos.priority,
  status: federatedTodos.status,
  assignedTo: federatedTodos.assignedTo,
  dueDate: federatedTodos.dueDate,
  updatedAt: federatedTodos.updatedAt,
};

const ERROR_COLUMNS: { [K in keyof CollectedError]: PgColumn } = {
  errorMessage: federatedErrors.errorMessage,
  stackTrace: federatedErrors.stackTrace,
  severity: federatedErrors.severity,
  errorType: federatedErrors.errorType,
  isResolved: federatedErrors.isResolved,
  resolvedBy: federatedErrors.resolvedBy,
  resolvedAt: federatedErrors.resolvedAt,
  createdAt: federatedErrors.createdAt,
  userContext: federatedErrors.userContext,
  requestContext: federatedErrors.requestContext,
};

/** Records `outcome` and releases the site's lease. */
export async function recordSyncOutcome(outcome: SyncOutcome): Promise<void> {
  const { siteId, data } = outcome;
  await db.transaction(async (tx) => {
    if (data?.todos) {
      await tx.delete(federatedTodos).where(eq(federatedTodos.siteId, siteId));
      if (data.todos.length > 0) await insertRows(tx, federatedTodos, siteId, TODO_COLUMNS, data.todos);
    }
    if (data?.errors) {
      await tx.delete(federatedErrors).where(eq(federatedErrors.siteId, siteId));
      if (data.errors.length > 0) await insertRows(tx, federatedErrors, siteId, ERROR_COLUMNS, data.errors);
    }
    if (data?.features) {
      const names = data.features.map((f) => f.featureName);
      await tx
        .delete(federatedFeatures)
        .where(names.length > 0 ? and(eq(federatedFeatures.siteId, siteId), notInArray(federatedFeatures.featureName, names)) : eq(federatedFeatures.siteId, siteId));
      if (data.features.length > 0) {
        await tx
          .insert(federatedFeatures)
          .values(data.features.map((f) => ({ ...f, siteId })))
          .onConflictDoUpdate({
            target: [federatedFeatures.siteId, federatedFeatures.featureName],
            set: {
              description: sql`excluded.description`,
              status: sql`excluded.status`,
              version: sql`excluded.version`,
              category: sql`excluded.category`,
              lastUpdated: sql`excluded.last_updated`,
              syncedAt: sql`now()`,
            },
          });
      }
    }
    if (data?.analytics && data.analytics.length > 0) {
      await tx
        .insert(federatedAnalytics)
        .values(
          data.analytics.map((a) => ({
            ...a,
            siteId,
            siteName: outcome.siteName,
            pageLoadTime: decimal(a.pageLoadTime),
            bounceRate: decimal(a.bounceRate),
            conversionRate: decimal(a.conversionRate),
          })),
        )
        .onConflictDoUpdate({
          target: [federatedAnalytics.siteId, federatedAnalytics.dataDate],
          set: {
            siteName: sql`excluded.site_name`,
            landingPageViews: sql`excluded.landing_page_views`,
            landingPageClicks: sql`excluded.landing_page_clicks`,
            loginAttempts: sql`excluded.login_attempts`,
            successfulLogins: sql`excluded.successful_logins`,
            activeUsers: sql`excluded.active_users`,
            pageLoadTime: sql`excluded.page_load_time`,
            bounceRate: sql`excluded.bounce_rate`,
            conversionRate: sql`excluded.conversion_rate`,
            totalUsers: sql`excluded.total_users`,
            syncedAt: sql`now()`,
          },
        });
    }
    await tx.insert(federatedSyncReports).values({
      siteId,
      todosCollected: data?.todos?.length ?? 0,
      errorsCollected: data?.errors?.length ?? 0,
      featuresCollected: data?.features?.length ?? 0,
      syncStatus: outcome.status,
      errorMessage: outcome.errorMessage,
      syncDuration: Math.round(outcome.durationMs),
    });
    await tx
      .update(federatedSites)
      .set({
        syncLeaseUntil: null,
        updatedAt: sql`${federatedSites.updatedAt}`,
        ...(outcome.status === "failed" ? {} : { lastSync: sql`now()` }),
        ...(data?.deployedAt ? { lastDeploymentDate: data.deployedAt } : {}),
      })
      .where(eq(federatedSites.id, siteId));
  });
}
