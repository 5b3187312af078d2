/**
 * Reads a site's health inputs and applies the rules (lib/site-health/rules.ts): for one site, a page of
 * sites or the whole fleet, in three set-based statements whatever the number of sites (docs/federation-protocol.md
 * "Site health"). Per site the statement makes one index probe for its two latest sync reports and joins
 * grouped counts of open critical errors and fleet issues, so 1,000 sites cost a few milliseconds.
 *
 * Not marked `server-only` like the other read modules: the uptime checks and the alert pipeline read the
 * health too, and they also run in plain Node (bench:uptime). Lint still keeps it
 * out of components (`components-draw`).
 */
import { and, count, desc, eq, gt, inArray, max, not, sql } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import {
  alertRules,
  federatedErrors,
  federatedSites,
  federatedSyncReports,
  fleetIssues,
  fleetIssueSites,
  maintenanceWindows,
  maintenanceWindowSites,
  siteMonitors,
} from "@/lib/db/schema";
import { occurrencesOf, readMaintenanceRules } from "@/lib/scheduled-maintenance/site-rules";
import type { MaintenanceWindow } from "./maintenance-windows";
import { siteHealth, type MonitorInput, type SiteHealth } from "./rules";

/** A site, what the screens show beside its health, and its health. */
export interface SiteHealthRow {
  siteId: number;
  siteName: string;
  isActive: boolean;
  lastSync: Date | null;
  /** The uptime monitor's last check, null before the first. */
  lastCheckedAt: Date | null;
  health: SiteHealth;
}

/** Which sites to read: `siteIds` only those (a page, one site), otherwise the whole fleet. */
export interface HealthScope {
  siteIds?: readonly number[];
}

/**
 * The outer site's id inside the correlated subquery: Drizzle writes a column unqualified in some
 * positions, which inside the subquery would name the report's own `id`.
 */
const OUTER_SITE_ID = sql.raw(`"federated_sites"."id"`);

/**
 * Days before expiry a certificate counts as expiring: the `certificate_expiring` alert rule's, so the
 * health and the alert agree (the rule is seeded; its column default stands in before that).
 */
export async function certificateWarningDays(database: Database): Promise<number> {
  const [rule] = await database
    .select({ days: alertRules.certificateDays })
    .from(alertRules)
    .where(eq(alertRules.kind, "certificate_expiring"));
  return rule?.days ?? (alertRules.certificateDays.default as number);
}

/** How far ahead the health reads maintenance windows, in ms: it needs the one in effect now. */
const WINDOWS_AHEAD_MS = 7 * 86_400_000;

/**
 * The maintenance windows of the sites in `scope` that have not ended by `now` (those starting within a
 * week), by site id: the occurrences of the scheduled maintenance covering each site
 * (lib/scheduled-maintenance), the one source of windows for the health.
 */
export async function readMaintenanceWindows(
  database: Database,
  scope: HealthScope,
  now: Date,
): Promise<Map<number, MaintenanceWindow[]>> {
  const rules = await readMaintenanceRules(database, scope.siteIds ?? null, now);
  const until = new Date(now.getTime() + WINDOWS_AHEAD_MS);
  return new Map([...rules].map(([siteId, list]) => [siteId, occurrencesOf(list, now, until)]));
}

/** The rows and counts behind the rules, for the sites in `scope`, newest site first. */
function readInputs(database: Database, scope: HealthScope) {
  const ids = scope.siteIds ? [...scope.siteIds] : null;
  const errors = database
    .select({ siteId: federatedErrors.siteId, count: count().as("critical_errors") })
    .from(federatedErrors)
    // `not is_resolved` as the partial index on open errors says it.
    .where(
      and(
        not(federatedErrors.isResolved),
        eq(federatedErrors.severity, "critical"),
        ids ? inArray(federatedErrors.siteId, ids) : undefined,
      ),
    )
    .groupBy(federatedErrors.siteId)
    .as("errors");
  const issues = database
    .select({ siteId: fleetIssueSites.siteId, count: count().as("critical_issues") })
    .from(fleetIssueSites)
    .innerJoin(fleetIssues, eq(fleetIssues.id, fleetIssueSites.issueId))
    .where(
      and(
        not(fleetIssues.resolved),
        eq(fleetIssues.severity, "critical"),
        gt(fleetIssueSites.occurrences, 0),
        ids ? inArray(fleetIssueSites.siteId, ids) : undefined,
      ),
    )
    .groupBy(fleetIssueSites.siteId)
    .as("issues");
  return database
    .select({
      siteId: federatedSites.id,
      siteName: federatedSites.siteName,
      isActive: federatedSites.isActive,
      createdAt: federatedSites.createdAt,
      lastSync: federatedSites.lastSync,
      monitor: {
        state: siteMonitors.state,
        paused: siteMonitors.paused,
        lastCheckedAt: siteMonitors.lastCheckedAt,
        consecutiveFailures: siteMonitors.consecutiveFailures,
        retries: siteMonitors.retries,
        downSince: siteMonitors.downSince,
        lastError: siteMonitors.lastError,
        certExpiresAt: siteMonitors.certExpiresAt,
        certError: siteMonitors.certError,
      },
      // The two latest reports on the (site_id, sync_date desc, id desc) index; `nulls last` as it is declared, or PostgreSQL sorts.
      recentSyncStatuses: sql<string[]>`array(
        select r.sync_status from ${federatedSyncReports} r where r.site_id = ${OUTER_SITE_ID}
        order by r.sync_date desc nulls last, r.id desc nulls last limit 2)`,
      criticalErrors: errors.count,
      criticalIssues: issues.count,
    })
    .from(federatedSites)
    .leftJoin(siteMonitors, eq(siteMonitors.siteId, federatedSites.id))
    .leftJoin(errors, eq(errors.siteId, federatedSites.id))
    .leftJoin(issues, eq(issues.siteId, federatedSites.id))
    .where(ids ? inArray(federatedSites.id, ids) : undefined)
    .orderBy(desc(federatedSites.id));
}

/**
 * The health of the sites in `scope` at `now`, newest site first (an id of `siteIds` that names no site
 * is left out). Throws only when the database fails.
 */
export async function readSitesHealth(
  scope: HealthScope = {},
  now: Date = new Date(),
  database: Database = db,
): Promise<SiteHealthRow[]> {
  if (scope.siteIds?.length === 0) return [];
  const [rows, windows, certificateDays] = await Promise.all([
    readInputs(database, scope),
    readMaintenanceWindows(database, scope, now),
    certificateWarningDays(database),
  ]);
  return rows.map((row) => {
    // A left join without a monitor row answers every monitor column null.
    const monitor: MonitorInput | null = row.monitor?.state ? (row.monitor as MonitorInput) : null;
    const health = siteHealth(
      {
        isActive: row.isActive,
        createdAt: row.createdAt,
        monitor,
        lastSync: row.lastSync,
        recentSyncStatuses: row.recentSyncStatuses,
        criticalErrors: Number(row.criticalErrors ?? 0),
        criticalIssues: Number(row.criticalIssues ?? 0),
        maintenance: windows.get(row.siteId) ?? [],
        certificateWarningDays: certificateDays,
      },
      now,
    );
    return {
      siteId: row.siteId,
      siteName: row.siteName,
      isActive: row.isActive,
      lastSync: row.lastSync,
      lastCheckedAt: monitor?.lastCheckedAt ?? null,
      health,
    };
  });
}

/** The health of site `siteId` at `now`, or null when there is no such site. */
export async function readSiteHealth(
  siteId: number,
  now: Date = new Date(),
  database: Database = db,
): Promise<SiteHealthRow | null> {
  const [row] = await readSitesHealth({ siteIds: [siteId] }, now, database);
  return row ?? null;
}

/** Health depends on the clock too (a sync grows stale, a certificate's expiry nears): a version moves on at least this often, in ms. */
export const HEALTH_CLOCK_MS = 10 * 60_000;

/**
 * A version of the health inputs that syncs do not already move (lib/federation/poll.ts covers sites,
 * sync reports and collected rows): every monitor's state, failures, pause and certificate (one digest
 * over the fleet's monitors: thousands of short rows), the scheduled maintenance (its windows' count and
 * latest change, and how many sites they cover), the critical fleet issues' resolutions, and the clock in
 * `HEALTH_CLOCK_MS` steps (an occurrence beginning or ending is seen within one). It stays still while checks keep passing, so polls answer 304.
 */
export async function healthInputsVersion(now: Date = new Date(), database: Database = db): Promise<string> {
  const m = siteMonitors;
  const [[monitors], [windows], [issues], days] = await Promise.all([
    database
      .select({
        digest: sql<string>`md5(coalesce(string_agg(concat_ws(':', ${m.siteId}, ${m.state}, ${m.consecutiveFailures}, ${m.paused},
          ${m.lastCheckedAt} is null, ${m.certExpiresAt}, ${m.certError}), ',' order by ${m.siteId}), ''))`,
      })
      .from(m),
    database
      .select({
        total: count(),
        changedAt: max(maintenanceWindows.updatedAt),
        sites: sql<number>`(select count(*)::int from ${maintenanceWindowSites})`,
      })
      .from(maintenanceWindows),
    database
      .select({ total: count(), resolvedAt: max(fleetIssues.resolvedAt), regressedAt: max(fleetIssues.regressedAt) })
      .from(fleetIssues)
      .where(eq(fleetIssues.severity, "critical")),
    certificateWarningDays(database),
  ]);
  return [
    monitors?.digest,
    windows?.total,
    windows?.changedAt?.toISOString(),
    windows?.sites,
    issues?.total,
    issues?.resolvedAt?.toISOString(),
    issues?.regressedAt?.toISOString(),
    days,
    Math.floor(now.getTime() / HEALTH_CLOCK_MS),
  ].join("|");
}
