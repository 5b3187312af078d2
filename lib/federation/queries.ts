/**
 * Reads behind the hub's screens and their JSON endpoints (docs/spec/operator-console.md §3 "Shapes used by the
 * screens", §7 "Federated hub"): sites and sync reports, a page at a time (lib/db/keyset.ts), fleet
 * figures from aggregate queries, and each site's health (lib/site-health; docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync").
 */
import "server-only";
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  containsPattern,
  cursorKey,
  keysetQuery,
  toPage,
  type KeysetOrder,
  type ListTotal,
  type Page,
  type PageRequest,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import {
  federatedErrors,
  federatedFeatures,
  federatedSites,
  federatedSyncReports,
  federatedTodos,
  type FederatedSite,
} from "@/lib/db/schema";
import { readSitesHealth } from "@/lib/site-health/queries";
import type { SiteHealth } from "@/lib/site-health/rules";
import { SITE_ID, SITE_ORDER } from "./site-keys";
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

/** Sites whose name or URL contains `q` (any case); at fleet size (thousands) this needs no index. */
function siteSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(federatedSites.siteName, pattern), ilike(federatedSites.siteUrl, pattern));
}

/** One page of sites (`q` searches name and URL) and its total. */
async function sitesPage(
  request: PageRequest & { q: string },
): Promise<ListPage<FederatedSite & { cursorKey: string }>> {
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
  const page = toPage(
    rows.map(({ site, cursorKey }) => ({ ...site, cursorKey })),
    request,
  );
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

const REPORT_ORDER: KeysetOrder = {
  column: federatedSyncReports.syncDate,
  kind: "timestamp",
  id: federatedSyncReports.id,
};

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
export async function syncReportPage(
  request: PageRequest & { siteId: number | null },
): Promise<ListPage<SyncReportView>> {
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
  return {
    sites: page.rows,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    total: page.total,
    recentReports: reports,
    ...counts,
    todoCategories,
  };
}

/** The v2 hub's fleet figures (§2 "/site-control-v2" cards) and its site filter's options, sorted by name. */
export interface FleetFigures {
  totalSites: number;
  activeSites: number;
  /** Sites whose health is `operational` (lib/site-health). */
  healthySites: number;
  siteOptions: { id: number; siteName: string }[];
}

/** The fleet's health (lib/site-health/queries.ts) reduced to what the v2 hub's poll shows. */
export async function fleetFigures(now = new Date()): Promise<FleetFigures> {
  const rows = await readSitesHealth({}, now);
  return {
    totalSites: rows.length,
    activeSites: rows.filter((s) => s.isActive).length,
    healthySites: rows.filter((s) => s.health.state === "operational").length,
    siteOptions: rows
      .map(({ siteId: id, siteName }) => ({ id, siteName }))
      .sort((a, b) => a.siteName.localeCompare(b.siteName)),
  };
}

/** A site with its health (lib/site-health) and collected counts (§3 "Simplified view sites"). */
export type SiteOverview = RemoteSite & {
  health: SiteHealth;
  todoCount: number;
  errorCount: number;
  featureCount: number;
};

/** The counts and health of a page's sites: `errorCount` counts unresolved errors; each count reads one site's index range. */
async function overviewsOf(sites: FederatedSite[], now: Date): Promise<SiteOverview[]> {
  if (sites.length === 0) return [];
  const ids = sites.map((s) => s.id);
  const [rows, healths] = await Promise.all([
    db
      .select({
        id: federatedSites.id,
        todoCount: sql<number>`(select count(*) from ${federatedTodos} t where t.site_id = ${SITE_ID})::int`,
        featureCount: sql<number>`(select count(*) from ${federatedFeatures} f where f.site_id = ${SITE_ID})::int`,
        errorCount: sql<number>`(select count(*) from ${federatedErrors} e where e.site_id = ${SITE_ID} and not e.is_resolved)::int`,
      })
      .from(federatedSites)
      .where(inArray(federatedSites.id, ids)),
    readSitesHealth({ siteIds: ids }, now),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const healthById = new Map(healths.map((r) => [r.siteId, r.health]));
  return sites.flatMap((site) => {
    const row = byId.get(site.id);
    const health = healthById.get(site.id);
    if (!row || !health) return [];
    const { todoCount, featureCount, errorCount } = row;
    return [{ ...toRemoteSite(site), health, todoCount, errorCount, featureCount }];
  });
}

/** One page of sites (`q` searches name and URL) with their health and counts. */
export async function siteOverviewPage(
  request: PageRequest & { q: string },
  now = new Date(),
): Promise<ListPage<SiteOverview>> {
  const page = await sitesPage(request);
  return {
    rows: await overviewsOf(page.rows, now),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    total: page.total,
  };
}
