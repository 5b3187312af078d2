/**
 * Counting attempts against the rule table (lib/limits/rules.ts; docs/decisions/auth-and-roles.md "Limits that hold
 * under parallel requests"). An attempt is counted before anything is checked, in one atomic statement
 * (`INSERT … ON CONFLICT DO UPDATE … RETURNING count`), and the caller checks the secret, sends the
 * message or does the work only when the returned count is within the limit. Of any number of
 * concurrent attempts, each gets its own count, so at most `limit` of them are ever let through.
 *
 * Inside an audited action the count joins the action's transaction (lib/db/ambient-transaction.ts), so
 * the action needs no second connection (a burst of audited actions would otherwise hold every pooled
 * connection while each waits for one more); concurrent attempts on one key then wait for the row's lock
 * until that transaction ends, and still each get their own count. A refusal commits with its count; only
 * our own bug rolls a count back.
 *
 * A success erases nothing another request counted: `releaseAttempt` takes back only the caller's own
 * hit, and only while its window lasts, so a successful sign-in is not held against its user while every
 * failure, concurrent or earlier, stays counted until its window ends.
 */
import { and, between, eq, gt, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { LIMITS, type LimitName, type LimitRule } from "./rules";

/** Where a limit stands after an attempt. `retryAfterMs` is 0 while allowed; `windowLeftMs` is the window's rest. */
export interface RateLimitState {
  allowed: boolean;
  count: number;
  retryAfterMs: number;
  windowLeftMs: number;
}

/** One counted attempt: its state, and what `releaseAttempt` needs to take it back. */
export interface CountedAttempt extends RateLimitState {
  name: LimitName;
  key: string;
  windowStartedAt: Date;
}

/**
 * The state after `count` attempts in the window opened at `windowStartedAt`, at `now` (epoch ms): allowed
 * up to `rule.limit`; a refused caller waits until the window ends.
 */
export function rateLimitState(
  count: number,
  windowStartedAt: Date,
  rule: Pick<LimitRule, "limit" | "windowMs">,
  now = Date.now(),
): RateLimitState {
  const windowLeftMs = Math.max(0, windowStartedAt.getTime() + rule.windowMs - now);
  const allowed = count <= rule.limit;
  return { allowed, count, retryAfterMs: allowed ? 0 : windowLeftMs, windowLeftMs };
}

/** The counter's key of `subject` under limit `name`. */
export function limitKey(name: LimitName, subject: string | number): string {
  return `${LIMITS[name].key}:${subject}`.slice(0, 255);
}

/** True in SQL when the stored window of a `rate_limits` row is older than the rule's window. */
function windowExpired(rule: LimitRule): SQL {
  return sql`${rateLimits.windowStartedAt} < now() - make_interval(secs => ${rule.windowMs / 1000})`;
}

/**
 * Counts one attempt of `subject` against limit `name` and says whether it may go on.
 * @throws the database's error when the count cannot be written (the caller then checks nothing).
 */
export async function countAttempt(name: LimitName, subject: string | number): Promise<CountedAttempt> {
  const rule = LIMITS[name];
  const key = limitKey(name, subject);
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
  return {
    name,
    key,
    windowStartedAt: row!.windowStartedAt,
    ...rateLimitState(row!.count, row!.windowStartedAt, rule),
  };
}

/**
 * Takes back the caller's own counted attempt after it succeeded, in its window only (a window that has
 * since restarted owes it nothing). Every other attempt stays counted.
 */
export async function releaseAttempt(attempt: CountedAttempt): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(
        eq(rateLimits.key, attempt.key),
        // The column keeps microseconds, a Date milliseconds: the window is the one that started within a
        // millisecond of the one counted.
        between(
          rateLimits.windowStartedAt,
          new Date(attempt.windowStartedAt.getTime() - 1),
          new Date(attempt.windowStartedAt.getTime() + 1),
        ),
        gt(rateLimits.count, 0),
      ),
    );
}

/**
 * The same count as `countAttempt`, as one SQL statement returning `count`, for a caller that folds it
 * into a larger statement (the SMS webhook's claim, lib/sms-intake/inbound.ts, saves a round trip per message).
 * The attempt is counted only when `when` (a boolean SQL expression) holds; otherwise nothing is returned.
 * Raw SQL: an insert … select … where, which the query builder cannot say, to be embedded in a CTE.
 */
export function countAttemptStatement(name: LimitName, subject: string, when: SQL): SQL {
  const rule = LIMITS[name];
  const expired = windowExpired(rule);
  return sql`insert into ${rateLimits} (key, count) select ${limitKey(name, subject)}, 1 where ${when}
    on conflict (key) do update set
      count = case when ${expired} then 1 else ${rateLimits.count} + 1 end,
      window_started_at = case when ${expired} then now() else ${rateLimits.windowStartedAt} end
    returning count`;
}

/** "15 minutes", "1 minute": a wait for a human-facing message. */
export function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** The words of a refusal, given the wait in words ("15 minutes"). */
export type RefusalWords = (wait: string) => string;

/** The refusal most limits answer with. */
export const TOO_MANY_ATTEMPTS: RefusalWords = (wait) => `Too many attempts. Please try again in ${wait}.`;

/**
 * The `rate_limited` error (429, `Retry-After`) for a refused attempt, worded by `words`.
 */
export function limitRefusal(state: RateLimitState, words: RefusalWords = TOO_MANY_ATTEMPTS): AppError {
  return new AppError("rate_limited", words(describeWait(state.retryAfterMs)), {
    retryAfterSeconds: Math.max(1, Math.ceil(state.retryAfterMs / 1000)),
  });
}

/**
 * Counts one attempt and throws its refusal when it is over the limit: the usual first line of a limited
 * action. @throws AppError `rate_limited` past the limit.
 */
export async function spendAttempt(
  name: LimitName,
  subject: string | number,
  words?: RefusalWords,
): Promise<CountedAttempt> {
  const attempt = await countAttempt(name, subject);
  if (!attempt.allowed) throw limitRefusal(attempt, words);
  return attempt;
}
