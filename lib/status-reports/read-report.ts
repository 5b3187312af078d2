/**
 * Reads a status page's monthly report (docs/federation-protocol.md "Monthly report") for one month of its
 * zone: its components' daily checks through the status page's own read (lib/status-pages/daily-counts.ts),
 * their daily response times, their monitors' certificates, and the incidents, fleet issues and completed
 * TODOs of their sites in the month. Six reads in parallel after the layout.
 */
import "server-only";
import { and, asc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import {
  federatedTodos,
  fleetIssues,
  fleetIssueSites,
  siteMonitors,
  statusPageComponents,
  statusPages,
} from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { incidentsOverlapping } from "@/lib/incidents/overlapping";
import { dailyCounts } from "@/lib/status-pages/daily-counts";
import { firstReportMonth, lastEndedMonth, monthFrame, type MonthFrame } from "./month-bounds";
import { buildMonthlyReport, type DayResponse, type MonthlyReport } from "./report-model";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The measured response times of `siteIds` per site and local day of `timeZone` within `frame`, as the uptime charts weigh them. */
async function dailyResponses(
  database: Database,
  siteIds: number[],
  timeZone: string,
  frame: MonthFrame,
): Promise<Map<number, Map<string, DayResponse>>> {
  const ids = sql.raw(siteIds.map(Number).join(","));
  const from = frame.startsAt.toISOString();
  const to = frame.endsAt.toISOString();
  const result = await database.execute(sql`
    select site_id, to_char((at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day, sum(samples)::int as samples, sum(total_ms)::float8 as total_ms
    from (
      select site_id, checked_at as at, 1 as samples, response_ms::float8 as total_ms
      from uptime_heartbeats where site_id in (${ids}) and checked_at >= ${from} and checked_at < ${to} and status = 'up' and response_ms is not null
      union all
      select site_id, hour, response_samples, avg_response_ms::float8 * response_samples
      from uptime_rollups where site_id in (${ids}) and hour >= ${from} and hour < ${to} and avg_response_ms is not null
    ) measured
    group by 1, 2`);
  const bySite = new Map<number, Map<string, DayResponse>>();
  for (const row of rowsOf<{ site_id: number; day: string; samples: number; total_ms: number }>(result)) {
    const days = bySite.get(Number(row.site_id)) ?? new Map<string, DayResponse>();
    days.set(row.day, { samples: Number(row.samples), totalMs: Number(row.total_ms) });
    bySite.set(Number(row.site_id), days);
  }
  return bySite;
}

/** Fleet issues first seen on one of `siteIds` in `frame` or resolved in it (an issue's first sighting on any of them). */
async function monthFleetIssues(database: Database, siteIds: number[], frame: MonthFrame) {
  const opened = sql<Date>`min(${fleetIssueSites.firstSeenAt})`.mapWith(fleetIssueSites.firstSeenAt);
  return database
    .select({
      id: fleetIssues.id,
      errorType: fleetIssues.errorType,
      message: fleetIssues.message,
      severity: fleetIssues.severity,
      resolvedAt: fleetIssues.resolvedAt,
      openedAt: opened,
    })
    .from(fleetIssueSites)
    .innerJoin(fleetIssues, eq(fleetIssues.id, fleetIssueSites.issueId))
    .where(inArray(fleetIssueSites.siteId, siteIds))
    .groupBy(fleetIssues.id)
    .having(
      or(
        and(gte(opened, frame.startsAt), lt(opened, frame.endsAt)),
        and(
          eq(fleetIssues.resolved, true),
          gte(fleetIssues.resolvedAt, frame.startsAt),
          lt(fleetIssues.resolvedAt, frame.endsAt),
        ),
      ),
    );
}

/**
 * The report of page `pageId` for `month` (`YYYY-MM` in the page's zone), never for a month before the
 * page was created (`firstReportMonth`); with `endedBy`, only for a month that has ended in the page's
 * zone at that instant.
 * @throws AppError `not_found` when the page is gone, the month is before it, or the month has not ended by `endedBy`.
 */
export async function readMonthlyReport(
  database: Database,
  pageId: number,
  month: string,
  endedBy?: Date,
): Promise<MonthlyReport> {
  const [row] = await database
    .select({
      name: statusPages.name,
      slug: statusPages.slug,
      timeZone: statusPages.timeZone,
      createdAt: statusPages.createdAt,
    })
    .from(statusPages)
    .where(eq(statusPages.id, pageId));
  if (!row) throw new AppError("not_found", "This status page no longer exists");
  const { createdAt, ...page } = row;
  if (month < firstReportMonth(createdAt, page.timeZone))
    throw new AppError("not_found", "The status page did not exist yet in this month");
  if (endedBy && month > lastEndedMonth(endedBy, page.timeZone))
    throw new AppError("not_found", "This month has not ended yet");
  const frame = monthFrame(month, page.timeZone);
  const components = await database
    .select({ siteId: statusPageComponents.siteId, name: statusPageComponents.displayName })
    .from(statusPageComponents)
    .where(eq(statusPageComponents.pageId, pageId))
    .orderBy(asc(statusPageComponents.position));
  const siteIds = components.map((c) => c.siteId);
  if (siteIds.length === 0) {
    return buildMonthlyReport({
      page,
      frame,
      components,
      counts: new Map(),
      responses: new Map(),
      certificates: new Map(),
      incidents: [],
      fleetIssues: [],
      todos: [],
    });
  }
  const [counts, responses, monitors, incidentRows, issues, todos] = await Promise.all([
    dailyCounts(database, siteIds, page.timeZone, frame.startsAt, frame.endsAt),
    dailyResponses(database, siteIds, page.timeZone, frame),
    database
      .select({ siteId: siteMonitors.siteId, expiresAt: siteMonitors.certExpiresAt, error: siteMonitors.certError })
      .from(siteMonitors)
      .where(inArray(siteMonitors.siteId, siteIds)),
    incidentsOverlapping(database, siteIds, frame.startsAt, frame.endsAt),
    monthFleetIssues(database, siteIds, frame),
    database
      .select({ siteId: federatedTodos.siteId, title: federatedTodos.title, completedAt: federatedTodos.updatedAt })
      .from(federatedTodos)
      .where(
        and(
          inArray(federatedTodos.siteId, siteIds),
          eq(federatedTodos.status, "completed"),
          gte(federatedTodos.updatedAt, frame.startsAt),
          lt(federatedTodos.updatedAt, frame.endsAt),
        ),
      ),
  ]);
  return buildMonthlyReport({
    page,
    frame,
    components,
    counts,
    responses,
    certificates: new Map(monitors.map((m) => [m.siteId, { expiresAt: m.expiresAt, trusted: m.error === null }])),
    incidents: incidentRows,
    fleetIssues: issues,
    todos: todos.map((t) => ({ siteId: t.siteId, title: t.title, completedAt: t.completedAt! })),
  });
}
