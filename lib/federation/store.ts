/**
 * Writes sync outcomes, several sites in one transaction: each kind's collected data
 * (collected/registry.ts), one `federated_sync_reports` row per site, and each site's `lastSync`,
 * `lastDeploymentDate` and lease. About ten statements per batch whatever its size, instead of ten per
 * site: at fleet scale the sync is CPU-bound on the web server's thread, and every statement costs it
 * (docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync").
 *
 * A sync is a full snapshot: the TODOs and errors of a section that arrived replace that site's previous
 * ones; features are upserted by (site, name) and the ones no longer listed removed; analytics are
 * upserted by (site, day). A section that did not arrive keeps its old rows, and a failed sync changes no
 * data at all, so the last good sync stays visible.
 */
import { sql } from "drizzle-orm";
import { alertOnSyncs } from "@/lib/alerts/sync-hook";
import { db } from "@/lib/db";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { federatedSites, federatedSyncReports } from "@/lib/db/schema";
import { expireStatusSites } from "@/lib/cache/status-pages";
import { insertJsonRows, type CollectedKind, type JsonColumns } from "./collected/kind";
import { COLLECTED_KINDS, KIND_NAMES, type ItemOf, type KindName } from "./collected/registry";

/** Report status of a sync (docs/spec/operator-console.md §4 "Sync report status"). */
export type SyncStatus = "success" | "partial" | "failed";

/** What one sync collected; an absent section was not received. */
export type CollectedData = { [K in KindName]?: ItemOf<K>[] } & { deployedAt: Date | null };

/** One site's outcome to record. `durationMs` is wall time of the whole site sync. */
export interface SyncOutcome {
  siteId: number;
  siteName: string;
  status: SyncStatus;
  durationMs: number;
  errorMessage: string | null;
  data?: CollectedData;
}

interface ReportRow {
  siteId: number;
  syncStatus: SyncStatus;
  errorMessage: string | null;
  syncDuration: number;
  todosCollected: number;
  errorsCollected: number;
  featuresCollected: number;
}

const REPORT_COLUMNS: JsonColumns<ReportRow> = {
  siteId: federatedSyncReports.siteId,
  syncStatus: federatedSyncReports.syncStatus,
  errorMessage: federatedSyncReports.errorMessage,
  syncDuration: federatedSyncReports.syncDuration,
  todosCollected: federatedSyncReports.todosCollected,
  errorsCollected: federatedSyncReports.errorsCollected,
  featuresCollected: federatedSyncReports.featuresCollected,
};

function reportOf(outcome: SyncOutcome): ReportRow {
  const report: ReportRow = {
    siteId: outcome.siteId,
    syncStatus: outcome.status,
    errorMessage: outcome.errorMessage,
    syncDuration: Math.round(outcome.durationMs),
    todosCollected: 0,
    errorsCollected: 0,
    featuresCollected: 0,
  };
  for (const name of KIND_NAMES) {
    const column = (COLLECTED_KINDS[name] as CollectedKind<unknown>).reportColumn;
    if (column) report[column] = outcome.data?.[name]?.length ?? 0;
  }
  return report;
}

/**
 * Records `outcomes` (each site at most once) in one transaction and releases their leases, then runs
 * the alert hook on each. Throws when the database refuses any of it, and then nothing of the batch is
 * written.
 */
export async function recordSyncOutcomes(outcomes: SyncOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.transaction(async (tx) => {
    for (const name of KIND_NAMES) {
      const sections = outcomes.flatMap(({ siteId, siteName, data }) => {
        const items = data?.[name];
        return items ? [{ siteId, siteName, items }] : [];
      });
      if (sections.length > 0) await (COLLECTED_KINDS[name] as CollectedKind<unknown>).store(tx, sections);
    }
    await insertJsonRows(tx, federatedSyncReports, REPORT_COLUMNS, outcomes.map(reportOf));
    // `updated_at` stays: a sync is not an edit of the site. Raw SQL: one update of the batch's sites from a
    // JSON record set, which the builder cannot join.
    const sites = outcomes.map((o) => ({
      id: o.siteId,
      stored: o.status !== "failed",
      deployedAt: o.data?.deployedAt ?? null,
    }));
    await tx.execute(sql`update ${federatedSites} s set
        sync_lease_until = null,
        last_sync = case when x.stored then now() else s.last_sync end,
        last_deployment_date = coalesce(x."deployedAt", s.last_deployment_date)
      from json_to_recordset(${JSON.stringify(sites)}::json) as x(id int, stored boolean, "deployedAt" timestamptz)
      where s.id = x.id`);
    // A sync moves each site's health (its reports, last sync, open errors): their screens re-read it on commit.
    await publishChange(tx, liveTopic("sites"), ...outcomes.map((o) => liveTopic("site", o.siteId)));
  });
  // Fleet issues and alerts from what was just stored (lib/alerts/sync-hook.ts; never throws).
  await alertOnSyncs(outcomes);
  // Once the fleet issues are in too, so no visit caches a health without them.
  expireStatusSites(outcomes.map((o) => o.siteId));
}
