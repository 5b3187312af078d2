/**
 * The hub's Analytics list (docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync"): one page of sites at a time, newest site
 * first, each with its latest day only; sites without analytics left out; the total and the page-views
 * figure cover every site, not the page.
 */
import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { federatedAnalytics, federatedSites } from "@/lib/db/schema";
import { analyticsPage, type AnalyticsView } from "@/lib/federation/analytics-queries";
import { insertSite } from "@/tests/support/federation";

const tag = randomBytes(4).toString("hex");
const siteIds: number[] = [];
const day = (n: number) => new Date(Date.UTC(2031, 0, n));

afterAll(async () => {
  await db.delete(federatedSites).where(inArray(federatedSites.id, siteIds));
});

/** Every row of the list, following Next, and each page's Previous checked against the page before. */
async function walkAll(size: number): Promise<AnalyticsView[]> {
  const pages = [await analyticsPage({ cursor: null, dir: "next", size })];
  while (pages.at(-1)!.nextCursor)
    pages.push(await analyticsPage({ cursor: pages.at(-1)!.nextCursor, dir: "next", size }));
  for (let i = 1; i < pages.length; i++) {
    const back = await analyticsPage({ cursor: pages[i]!.prevCursor, dir: "prev", size });
    expect(back.rows.map((r) => r.siteId)).toEqual(pages[i - 1]!.rows.map((r) => r.siteId));
  }
  return pages.flatMap((p) => p.rows);
}

describe("analytics list", () => {
  it("pages sites newest first with their latest day, and totals every site's latest page views", async () => {
    const before = await analyticsPage({ cursor: null, dir: "next", size: 25 });
    const sites = [];
    for (const name of ["one", "two", "three", "none"]) {
      const site = await insertSite(db, {
        siteUrl: `https://${name}-${tag}.example.com`,
        siteName: `Analytics ${name} ${tag}`,
      });
      siteIds.push(site.id);
      sites.push(site);
    }
    const [one, two, three] = sites;
    await db.insert(federatedAnalytics).values([
      { siteId: one!.id, siteName: one!.siteName, landingPageViews: 10, dataDate: day(1) },
      { siteId: one!.id, siteName: one!.siteName, landingPageViews: 15, bounceRate: "0.40", dataDate: day(2) },
      { siteId: two!.id, siteName: two!.siteName, landingPageViews: 7, dataDate: day(3) },
      { siteId: three!.id, siteName: three!.siteName, landingPageViews: 100, dataDate: day(2) },
      { siteId: three!.id, siteName: three!.siteName, landingPageViews: 1, dataDate: day(1) },
    ]);

    const after = await analyticsPage({ cursor: null, dir: "next", size: 25 });
    expect(after.totalViews - before.totalViews).toBe(15 + 7 + 100);
    expect(after.total.count - before.total.count).toBe(3);

    const mine = (await walkAll(2)).filter((row) => siteIds.includes(row.siteId));
    expect(mine.map((row) => [row.siteName, row.landingPageViews])).toEqual([
      [three!.siteName, 100],
      [two!.siteName, 7],
      [one!.siteName, 15],
    ]);
    expect(mine[2]!.bounceRate).toBe("0.40");
    expect(mine[0]!.dataDate).toEqual(day(2));
  });
});
