/**
 * The dashboard's federated overview (docs/spec/site-and-admin.md §2 "Dashboard", §9: 4 sites before a view-more
 * link): fleet cards, the first 4 sites with their health and last sync, and a link to /site-control.
 * A server component: the page reads the data once per request.
 */
import { IntentLink } from "@/components/console/intent-link";
import { ArrowRight } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { relativeTime } from "@/lib/format/date";
import type { SiteHealthRow } from "@/lib/federation/queries";
import { StatCard } from "@/components/console/stat-card";
import { HealthDot } from "./health-dot";
import { EmptyState } from "@/components/console/empty-state";

/** Sites shown before the view-more link. */
export const DASHBOARD_SITES = 4;

const HEALTH_LABEL = { healthy: "Healthy", warning: "Warning", error: "Error", offline: "Offline" } as const;

/** The overview of `sites` (all of them; the first 4 are listed). */
export function FleetOverview({ sites }: { sites: SiteHealthRow[] }) {
  const count = (status: SiteHealthRow["status"]) => sites.filter((s) => s.status === status).length;
  return (
    <section aria-labelledby="fleet-heading" className="grid gap-4">
      <h2 id="fleet-heading" className="text-lg font-semibold">
        Federated Sites
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Sites" value={sites.length} />
        <StatCard label="Active Sites" value={sites.filter((s) => s.isActive).length} />
        <StatCard label="Healthy Sites" value={count("healthy")} />
        <StatCard label="Need Attention" value={count("warning") + count("error")} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h3>Sites</h3>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {sites.length === 0 ? (
            <EmptyState>No sites connected yet. Add your first site to get started.</EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-2" aria-label="Sites overview">
              {sites.slice(0, DASHBOARD_SITES).map((site) => (
                <li key={site.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-4 py-3">
                  <span className="flex min-w-0 items-center gap-3">
                    <HealthDot status={site.status} />
                    <span className="truncate font-medium">{site.siteName}</span>
                    <span className="text-xs text-muted-foreground">{HEALTH_LABEL[site.status]}</span>
                  </span>
                  <span className="text-sm text-muted-foreground">Last sync: {relativeTime(site.lastSync, "Never")}</span>
                </li>
              ))}
            </ul>
          )}
          <IntentLink href="/site-control" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
            {sites.length > DASHBOARD_SITES ? `View all ${sites.length} sites` : "View more in Site Control"}
            <ArrowRight className="size-4" aria-hidden="true" />
          </IntentLink>
        </CardContent>
      </Card>
    </section>
  );
}
