/**
 * The hub's Analytics list (docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync"): each site's
 * latest day of analytics, paged in the sites' order, with the fleet's page-views total.
 */
import "server-only";
import { desc, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { cursorKey, keysetQuery, toPage, type PageRequest } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { federatedAnalytics, federatedSites } from "@/lib/db/schema";
import type { ListPage } from "./queries";
import { SITE_ID, SITE_ORDER } from "./site-keys";

/** A site's latest day of analytics (§3 "Federated analytics record per site"); rates as numeric strings. */
export interface AnalyticsView {
  id: number;
  siteId: number;
  siteName: string;
  landingPageViews: number;
  landingPageClicks: number;
  loginAttempts: number;
  successfulLogins: number;
  activeUsers: number;
  pageLoadTime: string | null;
  bounceRate: string | null;
  conversionRate: string | null;
  totalUsers: number;
  dataDate: Date;
  lastUpdated: Date;
}

/** Sites that have sent analytics at all (the Analytics list's rows and total). */
const HAS_ANALYTICS = sql`exists (select 1 from ${federatedAnalytics} a where a.site_id = ${SITE_ID})`;

/**
 * Each site's latest record, read per site with `LIMIT 1` on the `(site_id, data_date)` unique index: the
 * lateral subquery of the Analytics list and of its page-views total.
 */
function latestAnalyticsOfSite() {
  return db
    .select()
    .from(federatedAnalytics)
    .where(sql`${federatedAnalytics.siteId} = ${SITE_ID}`)
    .orderBy(desc(federatedAnalytics.dataDate))
    .limit(1)
    .as("latest");
}

/** `GET /api/admin/federated-analytics`: one page of sites with analytics, newest site first, and the page views of every site's latest day. */
export type AnalyticsPage = ListPage<AnalyticsView> & { totalViews: number };

/**
 * A page of the Analytics list (docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync"): sites that have analytics in the sites'
 * order, each with its latest day, the number of such sites (capped) and the sum of every site's latest
 * page views (one index probe per site: bounded by the fleet, not by the days stored).
 */
export async function analyticsPage(request: PageRequest): Promise<AnalyticsPage> {
  const keyset = keysetQuery(SITE_ORDER, request);
  const latest = latestAnalyticsOfSite();
  const [rows, total, views] = await Promise.all([
    db
      .select({
        id: latest.id,
        siteId: federatedSites.id,
        siteName: federatedSites.siteName,
        landingPageViews: latest.landingPageViews,
        landingPageClicks: latest.landingPageClicks,
        loginAttempts: latest.loginAttempts,
        successfulLogins: latest.successfulLogins,
        activeUsers: latest.activeUsers,
        pageLoadTime: latest.pageLoadTime,
        bounceRate: latest.bounceRate,
        conversionRate: latest.conversionRate,
        totalUsers: latest.totalUsers,
        dataDate: latest.dataDate,
        lastUpdated: latest.syncedAt,
        cursorKey: cursorKey(SITE_ORDER),
      })
      .from(federatedSites)
      .innerJoinLateral(latest, sql`true`)
      .where(keyset.where)
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(federatedSites, HAS_ANALYTICS),
    db
      .select({ views: sql<number>`coalesce(sum(${latest.landingPageViews}), 0)::int` })
      .from(federatedSites)
      .innerJoinLateral(latest, sql`true`),
  ]);
  // Rows are ordered and named by their site (the cursor's id); `id` stays the record's.
  const page = toPage(
    rows.map(({ cursorKey: key, ...view }) => ({ view, cursorKey: key, id: view.siteId })),
    request,
  );
  return {
    rows: page.rows.map(({ view }) => view),
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    total,
    totalViews: views[0]?.views ?? 0,
  };
}
