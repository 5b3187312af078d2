/**
 * The alert throttle (docs/federation-protocol.md "Alert rules"): one alert per rule and
 * subject per window. A site's "down" opens its row and the next "back up" closes it, so the "up" is
 * always sent after a sent "down" and never without one; with at most one "down" per window, a flapping
 * site gets at most two alerts (down, up) per window. Each claim is one conditional upsert: PostgreSQL
 * locks the row and re-checks the condition against the latest committed version, so concurrent raises
 * of one alert (two instances, two ticks) claim it once. The caller's transaction holds the row until it
 * commits the alert's outbox rows. This app's own critical errors are throttled the same way, per error
 * group, on the group's `error_logs.last_alerted_at`.
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { alertThrottles, errorLogs } from "@/lib/db/schema";
import type { AlertRuleKind } from "./rules";

/** A claim's inputs: `at` is the event's time (the throttle's clock), `windowMinutes` the rule's window. */
export interface ThrottleClaim {
  rule: AlertRuleKind;
  subject: string;
  at: Date;
  windowMinutes: number;
}

/**
 * Claims the right to send `claim` through `database` (the caller's transaction). Answers false when
 * the throttle holds it back: a rule already sent for the subject within the window, or a "site_up"
 * with no "down" sent before it.
 */
export async function claimAlert(
  database: Database,
  { rule, subject, at, windowMinutes }: ThrottleClaim,
): Promise<boolean> {
  if (rule === "site_up") {
    const closed = await database
      .update(alertThrottles)
      .set({ open: false })
      .where(
        and(eq(alertThrottles.rule, "site_down"), eq(alertThrottles.subject, subject), eq(alertThrottles.open, true)),
      )
      .returning({ subject: alertThrottles.subject });
    return closed.length > 0;
  }
  const claimed = await database
    .insert(alertThrottles)
    .values({ rule, subject, lastSentAt: at, open: rule === "site_down" })
    .onConflictDoUpdate({
      target: [alertThrottles.rule, alertThrottles.subject],
      set: { lastSentAt: sql`excluded.last_sent_at`, open: sql`excluded.open` },
      setWhere: sql`${alertThrottles.lastSentAt} <= excluded.last_sent_at - make_interval(mins => ${windowMinutes})`,
    })
    .returning({ subject: alertThrottles.subject });
  return claimed.length > 0;
}

/**
 * Claims the right to alert about error group `errorId`: answers false when it was alerted within the
 * last `windowMs` milliseconds (by the database's clock). One conditional update, so of concurrent
 * claims one wins.
 */
export async function claimCriticalErrorAlert(database: Database, errorId: number, windowMs: number): Promise<boolean> {
  const claimed = await database
    .update(errorLogs)
    .set({ lastAlertedAt: sql`now()` })
    .where(
      and(
        eq(errorLogs.id, errorId),
        or(
          isNull(errorLogs.lastAlertedAt),
          lte(errorLogs.lastAlertedAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
        ),
      ),
    )
    .returning({ id: errorLogs.id });
  return claimed.length > 0;
}
