/**
 * Reads of the uptime screens (docs/federation-protocol.md "Monitors"): a monitor with its site's health (lib/site-health),
 * the Uptime tab around the list (./monitor-list.ts), uptime % over 24 h / 7 d / 30 d and response-time series, per site or for the fleet. Every figure is
 * one aggregate statement over the raw heartbeats (kept 7 days) plus the hourly rollups (older hours):
 * an hour is in one or the other, never both (lib/uptime/rollups.ts), so the two add up. Uptime % is
 * passing checks over checks outside maintenance; a failed check counts as down whether or not retries were left.
 */
import "server-only";
import { and, asc, eq, getTableColumns, gte, ne, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  federatedSites,
  siteMonitors,
  uptimeHeartbeats,
  uptimeRollups,
  type MonitorState,
  type SiteMonitor,
} from "@/lib/db/schema";
import { openOutageIncidentId } from "@/lib/incidents/queries";
import { readSitesHealth } from "@/lib/site-health/queries";
import type { SiteHealth } from "@/lib/site-health/rules";
import { UPTIME_RANGES, type UptimeRange, type UptimeTabParams } from "./list-filter";
import { listMonitors, type MonitorListPage } from "./monitor-list";
import { percent, RANGE_MS } from "./uptime-percent";

/** Uptime % per range, null when no check counted in it. */
export type UptimePercentages = Record<UptimeRange, number | null>;

/** One point of a response-time chart: `ms` null where every check failed (the line's gap), `down` failed checks. */
export interface SeriesPoint {
  t: number;
  ms: number | null;
  down: number;
}

/** The settings a monitor shows and edits. */
type MonitorSettings = Pick<
  SiteMonitor,
  | "checkPath"
  | "intervalSeconds"
  | "timeoutMs"
  | "retries"
  | "expectedStatusMin"
  | "expectedStatusMax"
  | "keyword"
  | "ignoreTlsErrors"
  | "paused"
>;

/** A monitor as the screens show it: its settings, its state (`paused` for an inactive site too), last check and certificate. */
export interface MonitorView
  extends
    MonitorSettings,
    Pick<
      SiteMonitor,
      | "lastCheckedAt"
      | "lastResponseMs"
      | "lastHttpStatus"
      | "lastError"
      | "certExpiresAt"
      | "certError"
      | "stateChangedAt"
    > {
  siteId: number;
  siteName: string;
  siteUrl: string;
  state: MonitorState;
}

const columns = getTableColumns(siteMonitors);

/** The settings of a monitor the tick has not created yet: the table's own column defaults. */
const DEFAULT_SETTINGS = {
  intervalSeconds: columns.intervalSeconds.default as number,
  timeoutMs: columns.timeoutMs.default as number,
  retries: columns.retries.default as number,
  expectedStatusMin: columns.expectedStatusMin.default as number,
  expectedStatusMax: columns.expectedStatusMax.default as number,
  ignoreTlsErrors: columns.ignoreTlsErrors.default as boolean,
  paused: columns.paused.default as boolean,
  state: columns.state.default as MonitorState,
};

/** The monitor of site `siteId` (defaults when the tick has not created it yet), or null for an unknown site. */
export async function getMonitor(siteId: number): Promise<MonitorView | null> {
  const [row] = await db
    .select({
      site: {
        id: federatedSites.id,
        siteName: federatedSites.siteName,
        siteUrl: federatedSites.siteUrl,
        isActive: federatedSites.isActive,
      },
      monitor: siteMonitors,
    })
    .from(federatedSites)
    .leftJoin(siteMonitors, eq(siteMonitors.siteId, federatedSites.id))
    .where(eq(federatedSites.id, siteId));
  if (!row) return null;
  const { site, monitor } = row;
  const settings = monitor ?? {
    ...DEFAULT_SETTINGS,
    checkPath: null,
    keyword: null,
  };
  const paused = monitor?.paused ?? DEFAULT_SETTINGS.paused;
  return {
    siteId: site.id,
    siteName: site.siteName,
    siteUrl: site.siteUrl,
    state: paused || !site.isActive ? "paused" : (monitor?.state ?? DEFAULT_SETTINGS.state),
    checkPath: settings.checkPath,
    intervalSeconds: settings.intervalSeconds,
    timeoutMs: settings.timeoutMs,
    retries: settings.retries,
    expectedStatusMin: settings.expectedStatusMin,
    expectedStatusMax: settings.expectedStatusMax,
    keyword: settings.keyword,
    ignoreTlsErrors: settings.ignoreTlsErrors,
    paused,
    lastCheckedAt: monitor?.lastCheckedAt ?? null,
    lastResponseMs: monitor?.lastResponseMs ?? null,
    lastHttpStatus: monitor?.lastHttpStatus ?? null,
    lastError: monitor?.lastError ?? null,
    certExpiresAt: monitor?.certExpiresAt ?? null,
    certError: monitor?.certError ?? null,
    stateChangedAt: monitor?.stateChangedAt ?? new Date(0),
  };
}

/** Restricts a read to site `siteId`, or none for the fleet (null). */
const ofSite = (column: typeof uptimeHeartbeats.siteId | typeof uptimeRollups.siteId, siteId: number | null) =>
  siteId === null ? undefined : eq(column, siteId);

/**
 * Every check counted since `since`, one row per heartbeat or rollup hour (`at`, passing `up`, failed
 * `down`): the raw heartbeats and the hours rolled up from older ones, which never overlap.
 */
function countedChecks(siteId: number | null, since: Date) {
  const heartbeats = db
    .select({
      at: sql<Date>`${uptimeHeartbeats.checkedAt}`.as("at"),
      up: sql<number>`(${uptimeHeartbeats.status} = 'up')::int`.as("up"),
      down: sql<number>`(${uptimeHeartbeats.status} in ('down', 'pending'))::int`.as("down"),
    })
    .from(uptimeHeartbeats)
    .where(and(ofSite(uptimeHeartbeats.siteId, siteId), gte(uptimeHeartbeats.checkedAt, since)));
  const rollups = db
    .select({
      at: sql<Date>`${uptimeRollups.hour}`.as("at"),
      up: sql<number>`${uptimeRollups.upCount}`.as("up"),
      down: sql<number>`${uptimeRollups.downCount}`.as("down"),
    })
    .from(uptimeRollups)
    .where(and(ofSite(uptimeRollups.siteId, siteId), gte(uptimeRollups.hour, since)));
  return heartbeats.unionAll(rollups).as("counts");
}

/**
 * Uptime % over `ranges` before `now` (null for a range not asked or without checks), for site `siteId`
 * or the whole fleet (null). Only the longest range asked is read: the fleet's 24 h figure reads a day of
 * heartbeats, not the week kept.
 */
export async function uptimePercentages(
  siteId: number | null,
  now: Date = new Date(),
  ranges: readonly UptimeRange[] = UPTIME_RANGES,
): Promise<UptimePercentages> {
  const longest = Math.max(...ranges.map((range) => RANGE_MS[range]));
  const counts = countedChecks(siteId, new Date(now.getTime() - longest));
  const since = (range: UptimeRange) => new Date(now.getTime() - RANGE_MS[range]).toISOString();
  const sums = Object.fromEntries(
    ranges.flatMap((range) => [
      [
        `up${range}`,
        sql<number>`coalesce(sum(${counts.up}) filter (where ${counts.at} >= ${since(range)}), 0)`.mapWith(Number),
      ],
      [
        `down${range}`,
        sql<number>`coalesce(sum(${counts.down}) filter (where ${counts.at} >= ${since(range)}), 0)`.mapWith(Number),
      ],
    ]),
  );
  const [row] = await db.select(sums).from(counts);
  const result: UptimePercentages = { "24h": null, "7d": null, "30d": null };
  for (const range of ranges) result[range] = percent(row![`up${range}`]!, row![`down${range}`]!);
  return result;
}

/** Bucket width per range for bucketed series, in seconds: 24 h fleet-wide in 15 minutes, 7 d and 30 d hourly. */
const BUCKET_SECONDS: Record<UptimeRange, number> = { "24h": 900, "7d": 3600, "30d": 3600 };

/** The start of `time`'s bucket of `seconds`. */
const bucketOf = (time: SQL | typeof uptimeHeartbeats.checkedAt | typeof uptimeRollups.hour, seconds: number) =>
  sql<Date>`to_timestamp(floor(extract(epoch from ${time}) / ${seconds}) * ${seconds})`;

/**
 * The response-time series of site `siteId` over `range`: for one site over 24 h every check is a point
 * (a failed one a gap); otherwise one point per bucket, the average of its passing checks, a gap when none
 * passed. `siteId` null: the fleet.
 */
export async function responseSeries(
  siteId: number | null,
  range: UptimeRange,
  now: Date = new Date(),
): Promise<SeriesPoint[]> {
  const since = new Date(now.getTime() - RANGE_MS[range]);
  const h = uptimeHeartbeats;
  if (siteId !== null && range === "24h") {
    const rows = await db
      .select({ checkedAt: h.checkedAt, status: h.status, responseMs: h.responseMs })
      .from(h)
      .where(and(eq(h.siteId, siteId), gte(h.checkedAt, since), ne(h.status, "maintenance")))
      .orderBy(asc(h.checkedAt));
    return rows.map((row) => ({
      t: row.checkedAt.getTime(),
      ms: row.status === "up" && row.responseMs !== null ? row.responseMs : null,
      down: row.status === "up" ? 0 : 1,
    }));
  }
  const bucket = BUCKET_SECONDS[range];
  const r = uptimeRollups;
  const points = db
    .select({
      t: bucketOf(h.checkedAt, bucket).as("t"),
      ms: sql<number | null>`case when ${h.status} = 'up' then ${h.responseMs} end`.as("ms"),
      ups: sql<number>`(${h.status} = 'up')::int`.as("ups"),
      samples: sql<number>`1`.as("samples"),
      down: sql<number>`(${h.status} in ('down', 'pending'))::int`.as("down"),
    })
    .from(h)
    .where(and(ofSite(h.siteId, siteId), gte(h.checkedAt, since), ne(h.status, "maintenance")))
    .unionAll(
      db
        .select({
          t: bucketOf(r.hour, bucket).as("t"),
          ms: sql<number | null>`${r.avgResponseMs}`.as("ms"),
          ups: sql<number>`${r.upCount}`.as("ups"),
          samples: sql<number>`${r.responseSamples}`.as("samples"),
          down: sql<number>`${r.downCount}`.as("down"),
        })
        .from(r)
        .where(and(ofSite(r.siteId, siteId), gte(r.hour, since))),
    )
    .as("points");
  // A bucket's response time weighs each rolled-up hour by its samples, so hours and raw checks average alike.
  const rows = await db
    .select({
      t: sql<Date>`${points.t}`.mapWith((value: string | Date) => new Date(value)),
      ms: sql<number | null>`case when sum(${points.ups}) = 0 then null
        else round(sum(${points.ms}::float8 * ${points.samples}) filter (where ${points.ms} is not null)
          / nullif(sum(${points.samples}) filter (where ${points.ms} is not null), 0)) end`,
      down: sql<number>`sum(${points.down})`.mapWith(Number),
    })
    .from(points)
    .groupBy(points.t)
    .orderBy(points.t);
  return rows.map((row) => ({ t: row.t.getTime(), ms: row.ms === null ? null : Number(row.ms), down: row.down }));
}

/** The chosen site's part of the Uptime tab: its monitor (null once the site is gone), health, uptime, chart, and its outage's incident. */
export interface MonitorDetailData {
  monitor: MonitorView | null;
  health: SiteHealth | null;
  uptime: UptimePercentages;
  points: SeriesPoint[];
  /** The incident its monitor opened for the outage going on, or null. */
  outageIncidentId: number | null;
}

/** What /site-control-v2's Uptime tab shows; `selectedId` is the asked-for monitor or the page's first. */
export interface UptimeTabData {
  list: MonitorListPage;
  selectedId: number | null;
  detail: MonitorDetailData | null;
}

/** Reads the Uptime tab for `params` (lib/uptime/list-filter.ts). Throws only when the database fails. */
export async function readUptimeTab(params: UptimeTabParams, now: Date = new Date()): Promise<UptimeTabData> {
  const list = await listMonitors(params.list, now);
  const selectedId = params.monitor ?? list.page.rows[0]?.siteId ?? null;
  if (selectedId === null) return { list, selectedId, detail: null };
  const listed = list.page.rows.find((row) => row.siteId === selectedId)?.health;
  const [monitor, health, uptime, points, outageIncidentId] = await Promise.all([
    getMonitor(selectedId),
    listed ?? readSitesHealth({ siteIds: [selectedId] }, now).then(([row]) => row?.health ?? null),
    uptimePercentages(selectedId, now),
    responseSeries(selectedId, params.range, now),
    openOutageIncidentId(selectedId),
  ]);
  return { list, selectedId, detail: { monitor, health, uptime, points, outageIncidentId } };
}

/** What the dashboard's fleet uptime card shows besides the fleet's health: the 24 h uptime % and the chart over `range`. */
export interface FleetUptime {
  uptime24h: number | null;
  points: SeriesPoint[];
}

/** Reads the dashboard's fleet uptime figures. Throws only when the database fails. */
export async function readFleetUptime(range: UptimeRange, now: Date = new Date()): Promise<FleetUptime> {
  const [uptime, points] = await Promise.all([uptimePercentages(null, now, ["24h"]), responseSeries(null, range, now)]);
  return { uptime24h: uptime["24h"], points };
}
