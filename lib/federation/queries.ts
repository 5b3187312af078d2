/**
 * Reads behind the hub's screens and their JSON endpoints (operator-console.md §3 "Shapes used by the
 * screens", §7 "Federated hub", "Commands"). Lists are newest first and capped at {@link LIST_CAP} rows.
 */
import { asc, count, desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  federatedAnalytics,
  federatedCommandResponses,
  federatedCommands,
  federatedErrors,
  federatedFeatures,
  federatedSites,
  federatedSyncReports,
  federatedTodos,
} from "@/lib/db/schema";
import { siteHealth, type SiteHealth } from "./health";
import { toRemoteSite, type RemoteSite } from "./sites";

/** Most rows any list endpoint returns. */
export const LIST_CAP = 1_000;
/** Sync reports that count as "recent" (table, Recent Syncs card, Success Rate). */
export const RECENT_REPORTS = 50;

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

/** `GET /api/csc/status` (§3 "Status response"). */
export interface HubStatus {
  sites: RemoteSite[];
  recentReports: SyncReportView[];
  totalSites: number;
  activeSites: number;
}

/** Sites and the latest sync reports. */
export async function hubStatus(): Promise<HubStatus> {
  const [sites, recentReports] = await Promise.all([
    db.select().from(federatedSites).orderBy(asc(federatedSites.id)),
    db
      .select({
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
      })
      .from(federatedSyncReports)
      .innerJoin(federatedSites, eq(federatedSites.id, federatedSyncReports.siteId))
      .orderBy(desc(federatedSyncReports.syncDate), desc(federatedSyncReports.id))
      .limit(RECENT_REPORTS),
  ]);
  return {
    sites: sites.map(toRemoteSite),
    recentReports,
    totalSites: sites.length,
    activeSites: sites.filter((s) => s.isActive).length,
  };
}

/** `GET /api/csc/collected-todos` (§3 "Collected TODO"). */
export function collectedTodos() {
  return db
    .select({
      id: federatedTodos.id,
      title: federatedTodos.title,
      description: federatedTodos.description,
      priority: federatedTodos.priority,
      category: federatedTodos.category,
      status: federatedTodos.status,
      assignedTo: federatedTodos.assignedTo,
      dueDate: federatedTodos.dueDate,
      siteId: federatedTodos.siteId,
      siteName: federatedSites.siteName,
      syncedAt: federatedTodos.syncedAt,
    })
    .from(federatedTodos)
    .innerJoin(federatedSites, eq(federatedSites.id, federatedTodos.siteId))
    .orderBy(desc(federatedTodos.syncedAt), asc(federatedTodos.id))
    .limit(LIST_CAP);
}
export type CollectedTodoView = Awaited<ReturnType<typeof collectedTodos>>[number];

/** `GET /api/csc/collected-errors` (§3 "Collected error"); method and URL come from the request context. */
export async function collectedErrors() {
  const rows = await db
    .select({
      id: federatedErrors.id,
      severity: federatedErrors.severity,
      resolved: federatedErrors.isResolved,
      errorMessage: federatedErrors.errorMessage,
      requestContext: federatedErrors.requestContext,
      stackTrace: federatedErrors.stackTrace,
      siteId: federatedErrors.siteId,
      siteName: federatedSites.siteName,
      createdAt: federatedErrors.createdAt,
      syncedAt: federatedErrors.syncedAt,
    })
    .from(federatedErrors)
    .innerJoin(federatedSites, eq(federatedSites.id, federatedErrors.siteId))
    .orderBy(desc(federatedErrors.syncedAt), asc(federatedErrors.id))
    .limit(LIST_CAP);
  return rows.map(({ requestContext, ...e }) => {
    const context = (requestContext ?? {}) as { method?: unknown; url?: unknown };
    return {
      ...e,
      requestMethod: typeof context.method === "string" ? context.method : null,
      requestUrl: typeof context.url === "string" ? context.url : null,
    };
  });
}
export type CollectedErrorView = Awaited<ReturnType<typeof collectedErrors>>[number];

/** `GET /api/csc/collected-features` (§3 "Collected feature"). */
export function collectedFeatures() {
  return db
    .select({
      id: federatedFeatures.id,
      siteId: federatedFeatures.siteId,
      siteName: federatedSites.siteName,
      featureName: federatedFeatures.featureName,
      description: federatedFeatures.description,
      status: federatedFeatures.status,
      version: federatedFeatures.version,
      category: federatedFeatures.category,
      syncedAt: federatedFeatures.syncedAt,
    })
    .from(federatedFeatures)
    .innerJoin(federatedSites, eq(federatedSites.id, federatedFeatures.siteId))
    .orderBy(asc(federatedSites.siteName), asc(federatedFeatures.featureName))
    .limit(LIST_CAP);
}
export type CollectedFeatureView = Awaited<ReturnType<typeof collectedFeatures>>[number];

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

/** A site with its health and collected counts (§3 "Simplified view sites"). */
export type SiteOverview = RemoteSite & { status: SiteHealth; todoCount: number; errorCount: number; featureCount: number };

/** Every site with its health (`health.ts`) and counts; `errorCount` counts unresolved errors. */
export async function siteOverviews(now = new Date()): Promise<SiteOverview[]> {
  const [sites, todos, features, errors, recent] = await Promise.all([
    db.select().from(federatedSites).orderBy(asc(federatedSites.id)),
    db.select({ siteId: federatedTodos.siteId, n: count() }).from(federatedTodos).groupBy(federatedTodos.siteId),
    db.select({ siteId: federatedFeatures.siteId, n: count() }).from(federatedFeatures).groupBy(federatedFeatures.siteId),
    db
      .select({
        siteId: federatedErrors.siteId,
        n: count(),
        critical: sql<number>`count(*) filter (where ${federatedErrors.severity} = 'critical')`.mapWith(Number),
        high: sql<number>`count(*) filter (where ${federatedErrors.severity} = 'high')`.mapWith(Number),
      })
      .from(federatedErrors)
      .where(eq(federatedErrors.isResolved, false))
      .groupBy(federatedErrors.siteId),
    db
      .select({ siteId: federatedSyncReports.siteId, statuses: sql<string[]>`(array_agg(${federatedSyncReports.syncStatus} order by ${federatedSyncReports.syncDate} desc, ${federatedSyncReports.id} desc))[1:2]` })
      .from(federatedSyncReports)
      .groupBy(federatedSyncReports.siteId),
  ]);
  const bySite = <R extends { siteId: number }>(rows: R[]) => new Map(rows.map((r) => [r.siteId, r]));
  const [todoMap, featureMap, errorMap, recentMap] = [bySite(todos), bySite(features), bySite(errors), bySite(recent)];
  return sites.map((site) => {
    const unresolved = errorMap.get(site.id);
    return {
      ...toRemoteSite(site),
      status: siteHealth(
        {
          isActive: site.isActive,
          lastSync: site.lastSync,
          recentStatuses: recentMap.get(site.id)?.statuses ?? [],
          unresolvedCritical: unresolved?.critical ?? 0,
          unresolvedHigh: unresolved?.high ?? 0,
        },
        now,
      ),
      todoCount: Number(todoMap.get(site.id)?.n ?? 0),
      errorCount: Number(unresolved?.n ?? 0),
      featureCount: Number(featureMap.get(site.id)?.n ?? 0),
    };
  });
}

/** A collected item in the v2 hub's flat list (§3 "Simplified item"). */
export interface SimplifiedItem {
  id: string;
  type: "todo" | "error" | "feature";
  title: string;
  description: string | null;
  siteId: number;
  siteName: string;
  priority: string | null;
  syncedAt: Date;
}

/** `GET /api/csc/simplified`: sites with health and counts, and every collected item (§7). */
export async function simplifiedHub(): Promise<{ sites: SiteOverview[]; items: SimplifiedItem[] }> {
  const [sites, todos, errors, features] = await Promise.all([siteOverviews(), collectedTodos(), collectedErrors(), collectedFeatures()]);
  const items: SimplifiedItem[] = [
    ...todos.map((t) => ({ id: `todo-${t.id}`, type: "todo" as const, title: t.title, description: t.description, siteId: t.siteId, siteName: t.siteName, priority: t.priority, syncedAt: t.syncedAt })),
    ...errors.map((e) => ({ id: `error-${e.id}`, type: "error" as const, title: e.errorMessage, description: e.requestUrl, siteId: e.siteId, siteName: e.siteName, priority: e.severity, syncedAt: e.syncedAt })),
    ...features.map((f) => ({ id: `feature-${f.id}`, type: "feature" as const, title: f.featureName, description: f.description, siteId: f.siteId, siteName: f.siteName, priority: f.status, syncedAt: f.syncedAt })),
  ];
  return { sites, items };
}

/** `GET /api/csc/command-history`: the latest 100 commands (§3 "Broadcast command"). */
export function commandHistory() {
  return db.select().from(federatedCommands).orderBy(desc(federatedCommands.createdAt), desc(federatedCommands.id)).limit(100);
}

/** `GET /api/csc/command-details?commandId=`: the command and each site's response, or null when unknown. */
export async function commandDetails(commandId: number) {
  const [command] = await db.select().from(federatedCommands).where(eq(federatedCommands.id, commandId));
  if (!command) return null;
  const responses = await db
    .select({
      id: federatedCommandResponses.id,
      commandId: federatedCommandResponses.commandId,
      siteId: federatedCommandResponses.siteId,
      siteName: federatedSites.siteName,
      status: federatedCommandResponses.status,
      responseTime: federatedCommandResponses.responseTime,
      response: federatedCommandResponses.response,
      errorMessage: federatedCommandResponses.errorMessage,
      executedAt: federatedCommandResponses.executedAt,
    })
    .from(federatedCommandResponses)
    .leftJoin(federatedSites, eq(federatedSites.id, federatedCommandResponses.siteId))
    .where(eq(federatedCommandResponses.commandId, commandId))
    .orderBy(asc(federatedCommandResponses.id));
  return { command, responses };
}
