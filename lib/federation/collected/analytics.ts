/**
 * Collected analytics, one record per site and day (docs/federation-protocol.md §4.4 "Analytics";
 * docs/spec/operator-console.md §3 "Federated analytics record per site"): upserted by (site, day); the hub
 * lists each site's latest day (`analyticsPage` in ../queries.ts).
 */
import { z } from "zod";
import { federatedAnalytics } from "@/lib/db/schema";
import { readHubListParams } from "../hub-list-params";
import { count, fraction, isoDate, parseList, utcDay, type AnalyticsFigures, type ParsedList } from "../protocol";
import { analyticsPage } from "../analytics-queries";
import { ANALYTICS_PATH } from "./labels";
import { upsertJsonRows, type CollectedKind, type JsonColumns, type SiteSection } from "./kind";

/** One day of a remote site's analytics. Rates are fractions (0–1), `pageLoadTime` is in seconds. */
export interface CollectedAnalytics extends AnalyticsFigures {
  dataDate: Date;
}

const analyticsSchema = z.object({
  dataDate: isoDate,
  date: isoDate,
  landingPageViews: count,
  landingPageClicks: count,
  loginAttempts: count,
  successfulLogins: count,
  activeUsers: count,
  totalUsers: count,
  pageLoadTime: fraction(999.99),
  bounceRate: fraction(1),
  conversionRate: fraction(1),
});

/**
 * Parses analytics: one record or a list of daily records. Each day is normalized to midnight UTC
 * (default: today); a day given twice keeps its last record.
 */
export function parseAnalytics(raw: unknown, now = new Date()): ParsedList<CollectedAnalytics> {
  const list = raw && typeof raw === "object" && !Array.isArray(raw) ? [raw] : raw;
  const parsed = parseList(list, "analytics", analyticsSchema, (a) => ({
    dataDate: utcDay(a.dataDate ?? a.date ?? now),
    landingPageViews: a.landingPageViews,
    landingPageClicks: a.landingPageClicks,
    loginAttempts: a.loginAttempts,
    successfulLogins: a.successfulLogins,
    activeUsers: a.activeUsers,
    totalUsers: a.totalUsers,
    pageLoadTime: a.pageLoadTime,
    bounceRate: a.bounceRate,
    conversionRate: a.conversionRate,
  }));
  const byDay = new Map(parsed.items.map((a) => [a.dataDate.getTime(), a]));
  return { items: [...byDay.values()], dropped: parsed.dropped };
}

/** A stored row: the rates as the numeric columns' two-decimal text. */
type AnalyticsRow = Omit<CollectedAnalytics, "pageLoadTime" | "bounceRate" | "conversionRate"> & {
  siteId: number;
  siteName: string;
  pageLoadTime: string | null;
  bounceRate: string | null;
  conversionRate: string | null;
};

const COLUMNS: JsonColumns<AnalyticsRow> = {
  siteId: federatedAnalytics.siteId,
  siteName: federatedAnalytics.siteName,
  dataDate: federatedAnalytics.dataDate,
  landingPageViews: federatedAnalytics.landingPageViews,
  landingPageClicks: federatedAnalytics.landingPageClicks,
  loginAttempts: federatedAnalytics.loginAttempts,
  successfulLogins: federatedAnalytics.successfulLogins,
  activeUsers: federatedAnalytics.activeUsers,
  pageLoadTime: federatedAnalytics.pageLoadTime,
  bounceRate: federatedAnalytics.bounceRate,
  conversionRate: federatedAnalytics.conversionRate,
  totalUsers: federatedAnalytics.totalUsers,
};

const decimal = (value: number | null) => (value === null ? null : value.toFixed(2));

/**
 * The analytics kind. Analytics are written only by syncs, and every sync writes a report, so the
 * hub's poll version covers them without a version column of their own.
 */
export const analytics: CollectedKind<CollectedAnalytics> = {
  label: "analytics records",
  parse: parseAnalytics,
  async store(tx, sections: SiteSection<CollectedAnalytics>[]) {
    const rows = sections.flatMap((s) =>
      s.items.map((a) => ({
        ...a,
        siteId: s.siteId,
        siteName: s.siteName,
        pageLoadTime: decimal(a.pageLoadTime),
        bounceRate: decimal(a.bounceRate),
        conversionRate: decimal(a.conversionRate),
      })),
    );
    await upsertJsonRows(tx, federatedAnalytics, COLUMNS, rows, [
      federatedAnalytics.siteId,
      federatedAnalytics.dataDate,
    ]);
  },
  hub: { path: ANALYTICS_PATH, read: (url) => analyticsPage(readHubListParams(url)) },
};
