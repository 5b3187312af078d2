/**
 * Reads behind the hub's screens and their JSON endpoints (operator-console.md §3 "Shapes used by the
 * screens", §7 "Federated hub"): sites and sync reports, a page at a time (lib/db/keyset.ts), fleet
 * figures from aggregate queries, and each site's health (docs/decisions.md "Hub lists").
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { containsPattern, cursorKey, keysetQuery, toPage, type KeysetOrder, type ListTotal, type Page, type PageRequest } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import {
  federatedAnalytics,
  federatedErrors,
  federatedFeatures,
  federatedSites,
  federatedSyncReports,
  federatedTodos,
  type FederatedSite,
} from "@/lib/db/schema";
import { siteHealth, type SiteHealth } from "./health";
import { toRemoteSite, type RemoteSite } from "./sites";

/** Sync reports that count as "recent" (Recent Syncs card, Success Rate, the failure alert). */
export const RECENT_REPORTS = 50;

/** One page of a list with its total (capped, lib/db/list-total.ts). */
export type ListPage<T> = Page<T> & { total: ListTotal };

/** Drops the keyset's `cursorKey` from a page's rows: the client only needs the page's cursors. */
export function withoutCursorKeys<T extends { cursorKey: string }>(page: Page<T>): Page<Omit<T, "cursorKey">> {
  return {
    ...page,
    rows: page.rows.map(({ cursorKey, ...row }) => {
      void cursorKey;
      return row;
    }),
  };
}

/** Sites newest first: a site just added is on the first page. */
const SITE_ORDER: KeysetOrder = { column: federatedSites.id, kind: "integer", id: federatedSites.id, index: "asc" };

/** Sites whose name or URL contains `q` (any case); at fleet size (thousands) this needs no index. */
function siteSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(federatedSites.siteName, pattern), ilike(federatedSites.siteUrl, pattern));
}

/** One page of sites (`q` searches name and URL) and its total. */
async function sitesPage(request: PageRequest & { q: string }): Promise<ListPage<FederatedSite & { cursorKey: string }>> {
  const search = siteSearch(request.q);
  const keyset = keysetQuery(SITE_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({ site: federatedSites, cursorKey: cursorKey(SITE_ORDER) })
      .from(federatedSites)
      .where(and(search, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(federatedSites, search),
  ]);
  const page = toPage(rows.map(({ site, cursorKey }) => ({ ...site, cursorKey })), request);
  return { ...page, total };
}

/** Sites in the fleet and how many are active, in one aggregate. */
export async function siteCounts(): Promise<{ totalSites: number; activeSites: number }> {
  const [row] = await db
    .select({
      totalSites: sql<number>`count(*)::int`,
      activeSites: sql<number>`(count(*) filter (where ${federatedSites.isActive}))::int`,
    })
    .from(federatedSites);
  return { totalSites: row?.totalSites ?? 0, activeSites: row?.activeSites ?? 0 };
}

/** A sync report as the screens show it (§3 "Sync report"); `syncDuration` in milliseconds. */
export interface SyncReportView {
  id: number;
  siteId: number;
  siteName: string;
  syncDate: Date;
  syncStatus: string;
  todosCollected: number;
  errorsCollected: number;
  featuresCollected: number;
  syncDuration: number | null;
  errorMessage: string | null;
}

const REPORT_ORDER: KeysetOrder = { column: federatedSyncReports.syncDate, kind: "timestamp", id: federatedSyncReports.id };

const reportColumns = {
  id: federatedSyncReports.id,
  siteId: federatedSyncReports.siteId,
  siteName: federatedSites.siteName,
  syncDate: federatedSyncReports.syncDate,
  syncStatus: federatedSyncReports.syncStatus,
  todosCollected: federatedSyncReports.todosCollected,
  errorsCollected: federatedSyncReports.errorsCollected,
  featuresCollected: federatedSyncReports.featuresCollected,
  syncDuration: federatedSyncReports.syncDuration,
  errorMessage: federatedSyncReports.errorMessage,
};

/** The newest sync reports (index `(sync_date desc, id desc)`). */
function recentReports(): Promise<SyncReportView[]> {
  return db
    .select(reportColumns)
    .from(federatedSyncReports)
    .innerJoin(federatedSites, eq(federatedSites.id, federatedSyncReports.siteId))
    .orderBy(...keysetQuery(REPORT_ORDER, { cursor: null, dir: "next", size: RECENT_REPORTS }).orderBy)
    .limit(RECENT_REPORTS);
}

/** `GET /api/csc/sync-reports`: one page of sync reports, newest first, optionally of one site. */
export async function syncReportPage(request: PageRequest & { siteId: number | null }): Promise<ListPage<SyncReportView>> {
  const site = request.siteId ? eq(federatedSyncReports.siteId, request.siteId) : undefined;
  const keyset = keysetQuery(REPORT_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({ ...reportColumns, cursorKey: cursorKey(REPORT_ORDER) })
      .from(federatedSyncReports)
      .innerJoin(federatedSites, eq(federatedSites.id, federatedSyncReports.siteId))
      .where(and(site, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(federatedSyncReports, site),
  ]);
  return { ...withoutCursorKeys(toPage(rows, request)), total };
}

/** `GET /api/csc/status` (§3 "Status response"): a page of sites, the fleet's counts and the latest reports. */
export interface HubStatus {
  sites: SiteOverview[];
  nextCursor: string | null;
  prevCursor: string | null;
  /** Sites matching the search. */
  total: ListTotal;
  recentReports: SyncReportView[];
  totalSites: number;
  activeSites: number;
  /** TODOs of the page's sites by category, largest first (the Sync Summary tab). */
  todoCategories: { category: string | null; count: number }[];
}

/** The status poll: one page of sites with health and counts (`q` searches name and URL), the fleet's counts and the latest reports. */
export async function hubStatus(request: PageRequest & { q: string }, now = new Date()): Promise<HubStatus> {
  const [page, counts, reports] = await Promise.all([siteOverviewPage(request, now), siteCounts(), recentReports()]);
  const ids = page.rows.map((s) => s.id);
  const todoCategories =
    ids.length === 0
      ? []
      : await db
          .select({ category: federatedTodos.category, count: sql<number>`count(*)::int` })
          .from(federatedTodos)
          .where(inArray(federatedTodos.siteId, ids))
          .groupBy(federatedTodos.category)
          .orderBy(sql`count(*) desc`, asc(federatedTodos.category));
  return { sites: page.rows, nextCursor: page.nextCursor, prevCursor: page.prevCursor, total: page.total, recentReports: reports, ...counts, todoCategories };
}

/**
 * The outer site's id inside a correlated subquery. Drizzle writes a column of a one-table query
 * unqualified (`"id"`), which inside the subquery would name the subquery's own `id`.
 */
const SITE_ID = sql.raw(`"federated_sites"."id"`);

/**
 * The health inputs of the sites `where` selects: the site's two latest sync statuses, read per site
 * with `LIMIT 2` on the `(site_id, sync_date)` index (not an aggregate over every report), and whether it
 * has open critical or high errors (the partial index on open errors).
 */
function healthColumns() {
  return {
    statuses: sql<string[]>`array(
      select r.sync_status from ${federatedSyncReports} r where r.site_id = ${SITE_ID}
      order by r.sync_date desc, r.id desc limit 2)`,
    critical: sql<boolean>`exists(
      select 1 from ${federatedErrors} e where e.site_id = ${SITE_ID} and not e.is_resolved and e.severity = 'critical')`,
    high: sql<boolean>`exists(
      select 1 from ${federatedErrors} e where e.site_id = ${SITE_ID} and not e.is_resolved and e.severity = 'high')`,
  };
}

function healthOf(site: FederatedSite, inputs: { statuses: string[]; critical: boolean; high: boolean }, now: Date): SiteHealth {
  return siteHealth(
    { isActive: site.isActive, lastSync: site.lastSync, recentStatuses: inputs.statuses, unresolvedCritical: inputs.critical ? 1 : 0, unresolvedHigh: inputs.high ? 1 : 0 },
    now,
  );
}

/** A site with its health (`health.ts`). */
export type SiteWithHealth = RemoteSite & { status: SiteHealth };

/**
 * Every site with its health, newest first: the dashboard's fleet cards and the v2 hub's Healthy Sites.
 * Bounded by the fleet (a row of a few fields per site); no collected row is counted.
 */
export async function fleetHealth(now = new Date()): Promise<SiteWithHealth[]> {
  const rows = await db
    .select({ site: federatedSites, ...healthColumns() })
    .from(federatedSites)
    .orderBy(desc(federatedSites.id));
  return rows.map(({ site, ...inputs }) => ({ ...toRemoteSite(site), status: healthOf(site, inputs, now) }));
}

/** A site with its health and collected counts (§3 "Simplified view sites"). */
export type SiteOverview = SiteWithHealth & { todoCount: number; errorCount: number; featureCount: number };

/** The counts and health of a page's sites: `errorCount` counts unresolved errors; each count reads one site's index range. */
async function overviewsOf(sites: FederatedSite[], now: Date): Promise<SiteOverview[]> {
  if (sites.length === 0) return [];
  const rows = await db
    .select({
      id: federatedSites.id,
      ...healthColumns(),
      todoCount: sql<number>`(select count(*) from ${federatedTodos} t where t.site_id = ${SITE_ID})::int`,
      featureCount: sql<number>`(select count(*) from ${federatedFeatures} f where f.site_id = ${SITE_ID})::int`,
      errorCount: sql<number>`(select count(*) from ${federatedErrors} e where e.site_id = ${SITE_ID} and not e.is_resolved)::int`,
    })
    .from(federatedSites)
    .where(inArray(federatedSites.id, sites.map((s) => s.id)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return sites.flatMap((site) => {
    const row = byId.get(site.id);
    if (!row) return [];
    const { todoCount, featureCount, errorCount } = row;
    return [{ ...toRemoteSite(site), status: healthOf(site, row, now), todoCount, errorCount, featureCount }];
  });
}

/** One page of sites (`q` searches name and URL) with their health and counts. */
export async function siteOverviewPage(request: PageRequest & { q: string }, now = new Date()): Promise<ListPage<SiteOverview>> {
  const page = await sitesPage(request);
  return { rows: await overviewsOf(page.rows, now), nextCursor: page.nextCursor, prevCursor: page.prevCursor, total: page.total };
}

/** `GET /api/admin/federated-analytics`: each site's latest day (§3 "Federated analytics record per site"). */
export function latestAnalytics() {
  return db
    .selectDistinctOn([federatedAnalytics.siteId], {
      id: federatedAnalytics.id,
      siteId: federatedAnalytics.siteId,
      siteName: federatedSites.siteName,
      landingPageViews: federatedAnalytics.landingPageViews,
      landingPageClicks: federatedAnalytics.landingPageClicks,
      loginAttempts: federatedAnalytics.loginAttempts,
      successfulLogins: federatedAnalytics.successfulLogins,
      activeUsers: federatedAnalytics.activeUsers,
      pageLoadTime: federatedAnalytics.pageLoadTime,
      bounceRate: federatedAnalytics.bounceRate,
      conversionRate: federatedAnalytics.conversionRate,
      totalUsers: federatedAnalytics.totalUsers,
      dataDate: federatedAnalytics.dataDate,
      lastUpdated: federatedAnalytics.syncedAt,
    })
    .from(federatedAnalytics)
    .innerJoin(federatedSites, eq(federatedSites.id, federatedAnalytics.siteId))
    .orderBy(asc(federatedAnalytics.siteId), desc(federatedAnalytics.dataDate));
}
export type AnalyticsView = Awaited<ReturnType<typeof latestAnalytics>>[number];
