/**
 * Reads of the uptime screens (docs/federation-protocol.md "Monitors"): monitors with their state, uptime % over 24 h / 7 d / 30 d and
 * response-time series, per site or for the fleet. Every figure is one aggregate statement over the raw
 * heartbeats (kept 7 days) plus the hourly rollups (older hours): an hour is in one or the other, never
 * both (lib/uptime/rollups.ts), so the two add up. Uptime % is passing checks over checks outside
 * maintenance; a failed check counts as down whether or not retries were left.
 */
import "server-only";
import { and, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "@/lib/db";
import { cursorKey, keysetQuery, searchCondition, toPage, type KeysetOrder, type PageRequest, type PagedList } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { federatedSites, type MonitorState, type SiteMonitor } from "@/lib/db/schema";
import type { UptimeRange, UptimeTabParams } from "./list-filter";

/** Each range's length in milliseconds. */
const RANGE_MS: Record<UptimeRange, number> = { "24h": 86_400_000, "7d": 7 * 86_400_000, "30d": 30 * 86_400_000 };

/** Uptime % per range, null when no check counted in it. */
export type UptimePercentages = Record<UptimeRange, number | null>;

/** One point of a response-time chart: `ms` null where every check failed (the line's gap), `down` failed checks. */
export interface SeriesPoint {
  t: number;
  ms: number | null;
  down: number;
}

/** A monitor as the screens show it: its settings, its shown state (`paused` for an inactive site too) and last check. */
export interface MonitorView
  extends Pick<
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
    | "lastCheckedAt"
    | "lastResponseMs"
    | "lastHttpStatus"
    | "lastError"
    | "certExpiresAt"
    | "stateChangedAt"
  > {
  siteId: number;
  siteName: string;
  siteUrl: string;
  state: MonitorState;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (ms: number) => new Date(ms).toISOString();
const asDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
const percent = (up: number, down: number) => (up + down === 0 ? null : Math.round((10_000 * up) / (up + down)) / 100);

/** The shown state: a paused monitor or an inactive site is `paused` whatever its last state. */
const shownState = sql`case when m.paused or not s.is_active then 'paused' else m.state end`;

/** The monitor of site `siteId` (defaults when the tick has not created it yet), or null for an unknown site. */
export async function getMonitor(siteId: number): Promise<MonitorView | null> {
  const result = await db.execute(sql`
    select s.id as site_id, s.site_name, s.site_url, coalesce(${shownState}, 'pending') as state,
      m.check_path, coalesce(m.interval_seconds, 60) as interval_seconds, coalesce(m.timeout_ms, 10000) as timeout_ms,
      coalesce(m.retries, 1) as retries, coalesce(m.expected_status_min, 200) as expected_status_min,
      coalesce(m.expected_status_max, 399) as expected_status_max, m.keyword, coalesce(m.ignore_tls_errors, false) as ignore_tls_errors,
      coalesce(m.paused, false) as paused, m.last_checked_at, m.last_response_ms,
      m.last_http_status, m.last_error, m.cert_expires_at, m.state_changed_at
    from federated_sites s left join site_monitors m on m.site_id = s.id
    where s.id = ${siteId}`);
  const row = rowsOf<Record<string, unknown>>(result)[0];
  if (!row) return null;
  return {
    siteId: Number(row.site_id),
    siteName: String(row.site_name),
    siteUrl: String(row.site_url),
    state: row.state as MonitorState,
    checkPath: (row.check_path as string | null) ?? null,
    intervalSeconds: Number(row.interval_seconds),
    timeoutMs: Number(row.timeout_ms),
    retries: Number(row.retries),
    expectedStatusMin: Number(row.expected_status_min),
    expectedStatusMax: Number(row.expected_status_max),
    keyword: (row.keyword as string | null) ?? null,
    ignoreTlsErrors: Boolean(row.ignore_tls_errors),
    paused: Boolean(row.paused),
    lastCheckedAt: asDate(row.last_checked_at),
    lastResponseMs: row.last_response_ms === null ? null : Number(row.last_response_ms),
    lastHttpStatus: row.last_http_status === null ? null : Number(row.last_http_status),
    lastError: (row.last_error as string | null) ?? null,
    certExpiresAt: asDate(row.cert_expires_at),
    stateChangedAt: asDate(row.state_changed_at) ?? new Date(0),
  };
}

/** One monitor of the list, with its site's 24 h uptime. */
export interface MonitorRow {
  siteId: number;
  siteName: string;
  state: MonitorState;
  lastResponseMs: number | null;
  lastCheckedAt: Date | null;
  uptime24h: number | null;
}

/** One page of the monitor list and how many sites match its search (capped, lib/db/list-total.ts). */
export type MonitorListPage = PagedList<MonitorRow>;

/** The sites under the alias the monitor reads join on (`s`, as `shownState` names it). */
const sites = alias(federatedSites, "s");

/**
 * Site-name order, A to Z (names are unique; the id only completes the keyset). At fleet size
 * (thousands of sites) the sort and the name search need no index of their own.
 */
const MONITOR_ORDER: KeysetOrder = { column: sites.siteName, kind: "text", id: sites.id, ascending: true };

/**
 * A page of monitors in site-name order, both ways from `request`'s cursor (lib/db/keyset.ts), of the
 * sites whose name contains `request.q` (any case), with the total. Throws only when the database fails.
 */
export async function listMonitors(request: PageRequest & { q: string }, now: Date = new Date()): Promise<MonitorListPage> {
  const search = searchCondition(sites.siteName, request.q);
  const keyset = keysetQuery(MONITOR_ORDER, request);
  const [result, total] = await Promise.all([
    db.execute(sql`
      select ${sites.id} as site_id, ${sites.siteName} as site_name, ${cursorKey(MONITOR_ORDER)} as cursor_key,
        coalesce(${shownState}, 'pending') as state, m.last_response_ms, m.last_checked_at, c.up, c.down
      from federated_sites s left join site_monitors m on m.site_id = s.id
      left join lateral (
        select count(*) filter (where h.status = 'up') as up, count(*) filter (where h.status in ('down', 'pending')) as down
        from uptime_heartbeats h where h.site_id = ${sites.id} and h.checked_at >= ${iso(now.getTime() - RANGE_MS["24h"])}
      ) c on true
      where ${and(search, keyset.where) ?? sql`true`}
      order by ${sql.join(keyset.orderBy, sql`, `)}
      limit ${request.size + 1}`),
    cappedCount(sites, search),
  ]);
  const rows = rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: Number(row.site_id),
    cursorKey: String(row.cursor_key),
    siteId: Number(row.site_id),
    siteName: String(row.site_name),
    state: row.state as MonitorState,
    lastResponseMs: row.last_response_ms === null ? null : Number(row.last_response_ms),
    lastCheckedAt: asDate(row.last_checked_at),
    uptime24h: percent(Number(row.up), Number(row.down)),
  }));
  return { page: toPage(rows, request), total };
}

/** Restricts a heartbeat or rollup read to one site, or none for the fleet. */
const ofSite = (siteId: number | null, column: SQL) => (siteId === null ? sql`true` : sql`${column} = ${siteId}`);

/** Uptime % over 24 h, 7 d and 30 d before `now`, for site `siteId` or the whole fleet (null). */
export async function uptimePercentages(siteId: number | null, now: Date = new Date()): Promise<UptimePercentages> {
  const since = (range: UptimeRange) => iso(now.getTime() - RANGE_MS[range]);
  const result = await db.execute(sql`
    with counts as (
      select checked_at as at, (status = 'up')::int as up, (status in ('down', 'pending'))::int as down
      from uptime_heartbeats where ${ofSite(siteId, sql`site_id`)} and checked_at >= ${since("30d")}
      union all
      select hour, up_count, down_count from uptime_rollups where ${ofSite(siteId, sql`site_id`)} and hour >= ${since("30d")}
    )
    select
      coalesce(sum(up) filter (where at >= ${since("24h")}), 0) as up24, coalesce(sum(down) filter (where at >= ${since("24h")}), 0) as down24,
      coalesce(sum(up) filter (where at >= ${since("7d")}), 0) as up7, coalesce(sum(down) filter (where at >= ${since("7d")}), 0) as down7,
      coalesce(sum(up), 0) as up30, coalesce(sum(down), 0) as down30
    from counts`);
  const row = rowsOf<Record<string, number | string>>(result)[0]!;
  return {
    "24h": percent(Number(row.up24), Number(row.down24)),
    "7d": percent(Number(row.up7), Number(row.down7)),
    "30d": percent(Number(row.up30), Number(row.down30)),
  };
}

/** Bucket width per range for bucketed series, in seconds: 24 h fleet-wide in 15 minutes, 7 d and 30 d hourly. */
const BUCKET_SECONDS: Record<UptimeRange, number> = { "24h": 900, "7d": 3600, "30d": 3600 };

/**
 * The response-time series of site `siteId` over `range`: for one site over 24 h every check is a point
 * (a failed one a gap); otherwise one point per bucket, the average of its passing checks, a gap when none
 * passed. `siteId` null: the fleet.
 */
export async function responseSeries(siteId: number | null, range: UptimeRange, now: Date = new Date()): Promise<SeriesPoint[]> {
  const since = iso(now.getTime() - RANGE_MS[range]);
  if (siteId !== null && range === "24h") {
    const result = await db.execute(sql`
      select checked_at, status, response_ms from uptime_heartbeats
      where site_id = ${siteId} and checked_at >= ${since} and status <> 'maintenance' order by checked_at`);
    return rowsOf<{ checked_at: string | Date; status: string; response_ms: number | null }>(result).map((row) => ({
      t: new Date(row.checked_at).getTime(),
      ms: row.status === "up" && row.response_ms !== null ? Number(row.response_ms) : null,
      down: row.status === "up" ? 0 : 1,
    }));
  }
  const bucket = BUCKET_SECONDS[range];
  const result = await db.execute(sql`
    with points as (
      select to_timestamp(floor(extract(epoch from checked_at) / ${bucket}) * ${bucket}) as t,
        case when status = 'up' then response_ms end as ms, (status = 'up')::int as ups, 1 as samples,
        (status in ('down', 'pending'))::int as down
      from uptime_heartbeats where ${ofSite(siteId, sql`site_id`)} and checked_at >= ${since} and status <> 'maintenance'
      union all
      select to_timestamp(floor(extract(epoch from hour) / ${bucket}) * ${bucket}), avg_response_ms, up_count, response_samples, down_count
      from uptime_rollups where ${ofSite(siteId, sql`site_id`)} and hour >= ${since}
    )
    select t, case when sum(ups) = 0 then null
        else round(sum(ms::float8 * samples) filter (where ms is not null) / nullif(sum(samples) filter (where ms is not null), 0)) end as ms,
      sum(down) as down
    from points group by t order by t`);
  return rowsOf<{ t: string | Date; ms: number | null; down: number | string }>(result).map((row) => ({
    t: new Date(row.t).getTime(),
    ms: row.ms === null ? null : Number(row.ms),
    down: Number(row.down),
  }));
}

/** The fleet's monitors counted by shown state (every site counts; a site without a monitor yet is `pending`). */
export async function fleetStateCounts(): Promise<Record<MonitorState, number>> {
  const result = await db.execute(sql`
    select coalesce(${shownState}, 'pending') as state, count(*)::int as n
    from federated_sites s left join site_monitors m on m.site_id = s.id group by 1`);
  const counts: Record<MonitorState, number> = { up: 0, down: 0, pending: 0, maintenance: 0, paused: 0 };
  for (const row of rowsOf<{ state: MonitorState; n: number }>(result)) counts[row.state] = Number(row.n);
  return counts;
}

/** Sites whose monitor is down or pending, longest first: the dashboard's short list (at most `limit`). */
export async function failingMonitors(limit: number): Promise<{ siteId: number; siteName: string; state: MonitorState; since: Date }[]> {
  const result = await db.execute(sql`
    select m.site_id, s.site_name, m.state, m.state_changed_at from site_monitors m join federated_sites s on s.id = m.site_id
    where m.state in ('down', 'pending') and not m.paused and s.is_active
    order by m.state = 'down' desc, m.state_changed_at limit ${limit}`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    siteId: Number(row.site_id),
    siteName: String(row.site_name),
    state: row.state as MonitorState,
    since: new Date(row.state_changed_at as string),
  }));
}

/** The chosen site's part of the Uptime tab: its monitor (null once the site is gone), uptime and chart. */
export interface MonitorDetailData {
  monitor: MonitorView | null;
  uptime: UptimePercentages;
  points: SeriesPoint[];
}

/** What /site-control-v2's Uptime tab shows; `selectedId` is the asked-for monitor or the page's first. */
export interface UptimeTabData {
  list: MonitorListPage;
  selectedId: number | null;
  detail: MonitorDetailData | null;
}

/** Reads the Uptime tab for `params` (lib/uptime/list-filter.ts). Throws only when the database fails. */
export async function readUptimeTab(params: UptimeTabParams): Promise<UptimeTabData> {
  const list = await listMonitors(params.list);
  const selectedId = params.monitor ?? list.page.rows[0]?.siteId ?? null;
  if (selectedId === null) return { list, selectedId, detail: null };
  const [monitor, uptime, points] = await Promise.all([getMonitor(selectedId), uptimePercentages(selectedId), responseSeries(selectedId, params.range)]);
  return { list, selectedId, detail: { monitor, uptime, points } };
}

/** Sites listed as failing on the dashboard's card, at most. */
const FAILING_SHOWN = 10;

/** What the dashboard's fleet uptime card shows, its chart over `range`. */
export interface FleetUptime {
  counts: Record<MonitorState, number>;
  uptime: UptimePercentages;
  failing: Awaited<ReturnType<typeof failingMonitors>>;
  points: SeriesPoint[];
}

/** Reads the dashboard's fleet uptime card. Throws only when the database fails. */
export async function readFleetUptime(range: UptimeRange): Promise<FleetUptime> {
  const [counts, uptime, failing, points] = await Promise.all([fleetStateCounts(), uptimePercentages(null), failingMonitors(FAILING_SHOWN), responseSeries(null, range)]);
  return { counts, uptime, failing, points };
}
