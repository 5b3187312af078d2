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

/** Records `outcome` and releases the site's lease. */
export async function recordSyncOutcome(outcome: SyncOutcome): Promise<void> {
  const { siteId, data } = outcome;
  await db.transaction(async (tx) => {
    if (data?.todos) {
      await tx.delete(federatedTodos).where(eq(federatedTodos.siteId, siteId));
      if (data.todos.length > 0) await tx.insert(federatedTodos).values(data.todos.map((t) => ({ ...t, siteId })));
    }
    if (data?.errors) {
      await tx.delete(federatedErrors).where(eq(federatedErrors.siteId, siteId));
      if (data.errors.length > 0) await tx.insert(federatedErrors).values(data.errors.map((e) => ({ ...e, siteId })));
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
