/**
 * Fixed-window rate limits kept in the `rate_limits` table, so every instance shares them.
 * One atomic upsert per hit: concurrent hits never lose a count.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";

/** A limit: at most `limit` hits per `windowMs` milliseconds. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Outcome of a hit or a peek. `retryAfterMs` is 0 while allowed; `windowLeftMs` is 0 with no window open. */
export interface RateLimitState {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
  windowLeftMs: number;
}

/**
 * The state after `count` hits in the window opened at `windowStartedAt`, at `now` (epoch ms): allowed up
 * to `rule.limit` hits; a refused caller waits until the window ends.
 */
export function rateLimitState(
  count: number,
  windowStartedAt: Date,
  rule: RateLimitRule,
  now = Date.now(),
): RateLimitState {
  const windowEnds = windowStartedAt.getTime() + rule.windowMs;
  const allowed = count <= rule.limit;
  const windowLeftMs = Math.max(0, windowEnds - now);
  return { allowed, count, retryAfterMs: allowed ? 0 : windowLeftMs, windowLeftMs };
}

/** True in SQL when the stored window of a `rate_limits` row is older than the rule's window. */
function windowExpired(rule: RateLimitRule): SQL {
  return sql`${rateLimits.windowStartedAt} < now() - make_interval(secs => ${rule.windowMs / 1000})`;
}

/** Counts one hit against `key` and says whether it is within the rule. */
export async function hitRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const expired = windowExpired(rule);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  return rateLimitState(row!.count, row!.windowStartedAt, rule);
}

/**
 * The same hit as `hitRateLimit`, as one SQL statement returning `count`, for a caller that folds it into
 * a larger statement (the SMS webhook's claim, lib/sms/inbound.ts, saves a round trip per message).
 * The hit is counted only when `when` (a boolean SQL expression) holds; otherwise nothing is returned.
 * Raw SQL: an insert … select … where, which the query builder cannot say, to be embedded in a CTE.
 */
export function rateLimitHitStatement(key: string, rule: RateLimitRule, when: SQL): SQL {
  const expired = windowExpired(rule);
  return sql`insert into ${rateLimits} (key, count) select ${key}, 1 where ${when}
    on conflict (key) do update set
      count = case when ${expired} then 1 else ${rateLimits.count} + 1 end,
      window_started_at = case when ${expired} then now() else ${rateLimits.windowStartedAt} end
    returning count`;
}

/**
 * Reads `key` without counting. `allowed` is false once `limit` hits are already spent in the current
 * window, i.e. the next hit would be refused.
 */
export async function peekRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.windowStartedAt.getTime() + rule.windowMs <= Date.now()) {
    return { allowed: true, count: 0, retryAfterMs: 0, windowLeftMs: 0 };
  }
  return rateLimitState(row.count + 1, row.windowStartedAt, rule);
}

/** Forgets every hit of `key` (e.g. a user's failures after a successful sign-in). */
export async function resetRateLimit(key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** "15 minutes", "1 minute": a wait for a human-facing message. */
export function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
