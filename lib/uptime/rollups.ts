/**
 * Uptime retention (docs/federation-protocol.md "Monitors"), run by the daily maintenance job:
 * raw heartbeats older than 7 days are rolled up per monitor and hour (min/avg/max response time, up and
 * down counts) and deleted in the same statement, one hour per statement (1,000 monitors checked every
 * minute make 60,000 rows an hour), whole hours only, so an hour is always
 * either raw or rolled up, never both, and a second run finds nothing left to roll. Rollups are kept
 * 400 days.
 */
import { lt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { uptimeHeartbeats, uptimeRollups } from "@/lib/db/schema";

/** Raw heartbeats are kept this many days. */
export const HEARTBEAT_RETENTION_DAYS = 7;
/** Hourly rollups are kept this many days. */
export const ROLLUP_RETENTION_DAYS = 400;

/** What a run did: heartbeats rolled (and deleted), rollup rows written, rollups deleted. */
export interface RollupSummary {
  heartbeats: number;
  rollups: number;
  expiredRollups: number;
}

/**
 * Rolls up and deletes the heartbeats of every whole hour older than 7 days before `now`, then deletes
 * rollups older than 400 days. Idempotent: the heartbeats of an hour go in the statement that writes its
 * rollup, so a crash leaves an hour either raw or rolled.
 */
export async function rollUpHeartbeats(now: Date = new Date()): Promise<RollupSummary> {
  const cutoff = new Date(Math.floor((now.getTime() - HEARTBEAT_RETENTION_DAYS * 86_400_000) / 3_600_000) * 3_600_000);
  const summary: RollupSummary = { heartbeats: 0, rollups: 0, expiredRollups: 0 };
  // The hours to roll, in one read that the BRIN index confines to the blocks older than the cutoff (the
  // table grows in time order); a gap of days without checks costs nothing.
  const hourOf = sql<string>`date_trunc('hour', ${uptimeHeartbeats.checkedAt})`;
  const hours = await db
    .selectDistinct({ hour: hourOf.mapWith((value: string | Date) => new Date(value)) })
    .from(uptimeHeartbeats)
    .where(lt(uptimeHeartbeats.checkedAt, cutoff))
    .orderBy(hourOf);
  for (const { hour: from } of hours) {
    const to = new Date(from.getTime() + 3_600_000);
    // One statement: delete the hour's heartbeats and upsert their rollups from the deleted rows. A
    // rollup that exists already (a heartbeat recorded late into an hour rolled before) is added to.
    // Raw SQL: the builder cannot feed a `DELETE … RETURNING` into an upsert within one statement.
    const result = await db.execute(sql`
      with gone as (
        delete from uptime_heartbeats where checked_at >= ${from.toISOString()} and checked_at < ${to.toISOString()}
        returning site_id, checked_at, status, response_ms
      ), hours as (
        select site_id, date_trunc('hour', checked_at) as hour,
          count(*) filter (where status = 'up')::int as up_count,
          count(*) filter (where status in ('down', 'pending'))::int as down_count,
          count(response_ms)::int as response_samples,
          min(response_ms) as min_ms, round(avg(response_ms))::int as avg_ms, max(response_ms) as max_ms,
          count(*)::int as n
        from gone group by 1, 2
      ), written as (
        insert into uptime_rollups (site_id, hour, up_count, down_count, response_samples, min_response_ms, avg_response_ms, max_response_ms)
        select site_id, hour, up_count, down_count, response_samples, min_ms, avg_ms, max_ms from hours
        on conflict (site_id, hour) do update set
          up_count = uptime_rollups.up_count + excluded.up_count,
          down_count = uptime_rollups.down_count + excluded.down_count,
          avg_response_ms = case when uptime_rollups.response_samples + excluded.response_samples = 0 then null
            else round((coalesce(uptime_rollups.avg_response_ms, 0)::float8 * uptime_rollups.response_samples
              + coalesce(excluded.avg_response_ms, 0)::float8 * excluded.response_samples)
              / (uptime_rollups.response_samples + excluded.response_samples))::int end,
          response_samples = uptime_rollups.response_samples + excluded.response_samples,
          min_response_ms = least(uptime_rollups.min_response_ms, excluded.min_response_ms),
          max_response_ms = greatest(uptime_rollups.max_response_ms, excluded.max_response_ms)
        returning 1
      )
      select (select coalesce(sum(n), 0) from hours)::int as n, (select count(*) from written)::int as written`);
    // pg and PGlite both answer `{ rows }`.
    const row = (result as unknown as { rows: { n: number; written: number }[] }).rows[0]!;
    summary.heartbeats += Number(row.n);
    summary.rollups += Number(row.written);
  }
  const expired = await db
    .delete(uptimeRollups)
    .where(lt(uptimeRollups.hour, new Date(now.getTime() - ROLLUP_RETENTION_DAYS * 86_400_000)))
    .returning({ siteId: uptimeRollups.siteId });
  summary.expiredRollups = expired.length;
  return summary;
}
