/**
 * This app's own analytics, recorded as daily counters in `site_analytics_daily` (one row per UTC day,
 * one atomic upsert per event) and served to hubs by `GET /api/federated/sync`
 * (docs/federation-protocol.md "This app as a remote site"). Recording never throws: analytics must not
 * break a sign-in or a page view, so a failed write is only logged.
 */
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { siteAnalyticsDaily } from "@/lib/db/schema";
import { isoDay } from "@/lib/format/date";

type Counter =
  | "landingPageViews"
  | "landingPageClicks"
  | "engagedViews"
  | "loginAttempts"
  | "successfulLogins"
  | "pageLoadTimeTotalMs"
  | "pageLoadSamples";

/** Today's UTC date, `YYYY-MM-DD`. */
export function utcDate(now = new Date()): string {
  return isoDay(now);
}

async function add(increments: Partial<Record<Counter, number>>): Promise<void> {
  const entries = Object.entries(increments).filter(([, v]) => v) as [Counter, number][];
  if (entries.length === 0) return;
  try {
    await db
      .insert(siteAnalyticsDaily)
      .values({ day: utcDate(), ...Object.fromEntries(entries) })
      .onConflictDoUpdate({
        target: siteAnalyticsDaily.day,
        set: Object.fromEntries(
          entries.map(([column, value]) => [column, sql`${siteAnalyticsDaily[column]} + ${value}`]),
        ),
      });
  } catch (error) {
    console.error("[site-analytics] could not record", increments, error);
  }
}

/** Longest page load accepted from a beacon, in milliseconds; longer values are measurement noise. */
export const MAX_PAGE_LOAD_MS = 120_000;

/** A landing page view; `loadTimeMs` (navigation start → load event) is averaged into the page load time. */
export function recordLandingView(loadTimeMs?: number): Promise<void> {
  const sample = loadTimeMs !== undefined && loadTimeMs >= 0 && loadTimeMs <= MAX_PAGE_LOAD_MS;
  return add({
    landingPageViews: 1,
    ...(sample ? { pageLoadTimeTotalMs: Math.round(loadTimeMs), pageLoadSamples: 1 } : {}),
  });
}

/** A click on a link or button of the landing page; `firstOfView` marks the view as engaged (not a bounce). */
export function recordLandingClick(firstOfView: boolean): Promise<void> {
  return add({ landingPageClicks: 1, engagedViews: firstOfView ? 1 : 0 });
}

/** A sign-in whose credentials were checked, and whether it succeeded. */
export function recordLoginAttempt(succeeded: boolean): Promise<void> {
  return add({ loginAttempts: 1, successfulLogins: succeeded ? 1 : 0 });
}
