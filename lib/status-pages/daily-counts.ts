/**
 * Checks counted per site and local day of a page's zone (docs/federation-protocol.md "Status pages"):
 * the one read behind the public page's daily bars and the monthly report's uptime, so the two agree to
 * the check. Passing over passing and failed, maintenance checks in neither, from the raw heartbeats
 * (7 days) plus the hourly rollups (older hours), as lib/uptime/queries.ts counts them; an hour rolled up
 * counts in the local day its start falls in (lib/status-pages/daily-bars.ts).
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import type { DayCounts } from "./daily-bars";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The checks of `siteIds` from `from` (inclusive) to `to` (exclusive; open-ended when absent), per site
 * and local date (`YYYY-MM-DD`) of `timeZone`; a day without checks is missing. Throws only when the
 * database fails.
 */
export async function dailyCounts(
  database: Database,
  siteIds: readonly number[],
  timeZone: string,
  from: Date,
  to?: Date,
): Promise<Map<number, Map<string, DayCounts>>> {
  const bySite = new Map<number, Map<string, DayCounts>>();
  if (siteIds.length === 0) return bySite;
  const ids = sql.raw(siteIds.map(Number).join(","));
  const before = (column: string) => (to ? sql`and ${sql.raw(column)} < ${to.toISOString()}` : sql``);
  const result = await database.execute(sql`
    select site_id, to_char((at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day, sum(up)::int as up, sum(down)::int as down
    from (
      select site_id, checked_at as at, (status = 'up')::int as up, (status in ('down', 'pending'))::int as down
      from uptime_heartbeats where site_id in (${ids}) and checked_at >= ${from.toISOString()} ${before("checked_at")}
      union all
      select site_id, hour, up_count, down_count from uptime_rollups where site_id in (${ids}) and hour >= ${from.toISOString()} ${before("hour")}
    ) checks
    group by 1, 2`);
  for (const row of rowsOf<{ site_id: number; day: string; up: number; down: number }>(result)) {
    const days = bySite.get(Number(row.site_id)) ?? new Map<string, DayCounts>();
    days.set(row.day, { up: Number(row.up), down: Number(row.down) });
    bySite.set(Number(row.site_id), days);
  }
  return bySite;
}
