/**
 * The Analytics tab and the Website Analytics block (docs/spec/operator-console.md §2, §9): a page-views total and,
 * per site, the latest day's figures with the login success rate badge (N/A without attempts), the
 * bounce rate badge and the average page load in seconds to one decimal. One server page of sites at a
 * time, its position in the URL under `HUB_LIST_PREFIX.analytics` (docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync"); the
 * total comes from the server's aggregate over every site.
 */
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { bounceRateBadge, formatPageLoad, loginRateBadge } from "@/lib/federation/labels";
import { StatCard } from "@/components/console/stat-card";
import { HUB_LIST_PREFIX } from "@/lib/federation/hub-list-params";
import { ListPager } from "@/components/console/list/list-pager";
import type { AnalyticsJson, PageJson } from "./types";
import { EmptyState } from "@/components/console/empty-state";

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** The total card, one card per site of the page and the pager, or an empty message (also before the first answer). */
export function AnalyticsPanel({ page }: { page: (PageJson<AnalyticsJson> & { totalViews: number }) | undefined }) {
  if (!page || (page.rows.length === 0 && !page.prevCursor))
    return <EmptyState>No analytics collected yet. Sync your sites to collect them.</EmptyState>;
  const analytics = page.rows;
  return (
    <div className="grid gap-4">
      <div className="max-w-xs">
        <StatCard label="Total Page Views" value={page.totalViews} />
      </div>
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Analytics per site">
        {analytics.map((a) => {
          const login = loginRateBadge(a.loginAttempts, a.successfulLogins);
          const bounce = a.bounceRate === null ? null : bounceRateBadge(Number(a.bounceRate));
          return (
            <li key={a.id}>
              <Card className="h-full gap-3 py-4">
                <CardHeader className="px-4">
                  <CardTitle className="text-base">
                    <h3>{a.siteName}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent className="px-4">
                  <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                    <Figure label="Page Views">{a.landingPageViews}</Figure>
                    <Figure label="Clicks">{a.landingPageClicks}</Figure>
                    <Figure label="Active Users">{a.activeUsers}</Figure>
                    <Figure label="Total Users">{a.totalUsers}</Figure>
                    <Figure label="Logins">
                      {a.successfulLogins}/{a.loginAttempts}
                    </Figure>
                    <Figure label="Login Success">
                      <Badge variant={login.variant}>{login.label}</Badge>
                    </Figure>
                    <Figure label="Bounce Rate">
                      {bounce ? <Badge variant={bounce.variant}>{bounce.label}</Badge> : "N/A"}
                    </Figure>
                    <Figure label="Avg Page Load">{formatPageLoad(a.pageLoadTime)}</Figure>
                    <Figure label="Conversion">
                      {a.conversionRate === null ? "N/A" : `${Math.round(Number(a.conversionRate) * 100)}%`}
                    </Figure>
                  </dl>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
      <ListPager page={page} total={page.total} noun="sites with analytics" prefix={HUB_LIST_PREFIX.analytics} />
    </div>
  );
}
