/**
 * Reads this app's analytics in the protocol's shape (docs/spec/operator-console.md §3 "Federated analytics
 * record per site"): yesterday's and today's records, so a day's last hours reach the hub at its first
 * sync of the next day. Rates are fractions; `pageLoadTime` is in seconds.
 * - bounce rate = 1 − views with a click ÷ views; conversion rate = contact requests ÷ views (both null without views);
 * - active users = users with a live session (the day's highest count seen when its figures were served);
 * - total users = active accounts now.
 */
import { and, count, countDistinct, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { contactRequests, sessions, siteAnalyticsDaily, users } from "@/lib/db/schema";
import type { AnalyticsFigures } from "@/lib/federation/protocol";
import { utcDate } from "./record";

/** One day of analytics as served to hubs. */
export interface AnalyticsRecord extends AnalyticsFigures {
  /** The UTC day, YYYY-MM-DD. */
  dataDate: string;
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Yesterday's and today's analytics (UTC days), oldest first; records today's active-user count on the way. */
export async function analyticsRecords(now = new Date()): Promise<AnalyticsRecord[]> {
  const today = utcDate(now);
  const yesterday = utcDate(new Date(now.getTime() - DAY_MS));
  const [[live], [accounts]] = await Promise.all([
    db
      .select({ n: countDistinct(sql`${sessions.sess}->>'userId'`) })
      .from(sessions)
      .where(gt(sessions.expire, now)),
    db.select({ n: count() }).from(users).where(eq(users.isActive, true)),
  ]);
  const activeNow = Number(live?.n ?? 0);
  await db
    .insert(siteAnalyticsDaily)
    .values({ day: today, activeUsers: activeNow })
    .onConflictDoUpdate({
      target: siteAnalyticsDaily.day,
      set: { activeUsers: sql`greatest(${siteAnalyticsDaily.activeUsers}, ${activeNow})` },
    });
  const days = await db
    .select()
    .from(siteAnalyticsDaily)
    .where(inArray(siteAnalyticsDaily.day, [yesterday, today]));
  const contacts = await db
    .select({ day: sql<string>`to_char(${contactRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`, n: count() })
    .from(contactRequests)
    .where(
      and(
        gte(contactRequests.createdAt, new Date(`${yesterday}T00:00:00Z`)),
        lt(contactRequests.createdAt, new Date(now.getTime() + DAY_MS)),
      ),
    )
    .groupBy(sql`1`);
  const contactsOn = new Map(contacts.map((c) => [c.day, Number(c.n)]));
  return [yesterday, today].flatMap((day) => {
    const row = days.find((d) => d.day === day);
    if (!row) return [];
    const views = row.landingPageViews;
    return [
      {
        dataDate: `${day}T00:00:00.000Z`,
        landingPageViews: views,
        landingPageClicks: row.landingPageClicks,
        loginAttempts: row.loginAttempts,
        successfulLogins: row.successfulLogins,
        activeUsers: row.activeUsers,
        totalUsers: Number(accounts?.n ?? 0),
        pageLoadTime: row.pageLoadSamples > 0 ? round2(row.pageLoadTimeTotalMs / row.pageLoadSamples / 1000) : null,
        bounceRate: views > 0 ? round2(Math.max(0, 1 - row.engagedViews / views)) : null,
        conversionRate: views > 0 ? round2(Math.min(1, (contactsOn.get(day) ?? 0) / views)) : null,
      },
    ];
  });
}
