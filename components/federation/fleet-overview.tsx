/**
 * The dashboard's federated overview (docs/spec/site-and-admin.md §2 "Dashboard", §9: 4 sites before a view-more
 * link): fleet cards, the 4 sites that most need someone with their health (lib/site-health) and why,
 * and a link to /site-control. "Need Attention" counts every site that is not operational.
 * A server component: the page reads the data once per request.
 */
import { IntentLink } from "@/components/console/intent-link";
import { ArrowRight } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { relativeTime } from "@/lib/format/date";
import type { SiteHealthRow } from "@/lib/site-health/queries";
import { countByState, needsAttention, worstFirst } from "@/lib/site-health/rules";
import { describeHealthReason } from "@/lib/site-health/labels";
import { StatCard } from "@/components/console/stat-card";
import { EmptyState } from "@/components/console/empty-state";
import { HealthBadge } from "@/components/site-health/health-badge";

/** Sites shown before the view-more link. */
export const DASHBOARD_SITES = 4;

/** What a listed site's second line says: its first reason, or when it was last checked and synced. */
function siteDetail(site: SiteHealthRow): string {
  const [reason] = site.health.reasons;
  if (reason)
    return (
      describeHealthReason(reason) +
      (site.health.reasons.length > 1 ? ` (+${site.health.reasons.length - 1} more)` : "")
    );
  const synced = site.lastSync ? `last sync ${relativeTime(site.lastSync, "")}` : "not synced yet";
  return `Checks pass, last ${relativeTime(site.lastCheckedAt, "never")} · ${synced}`;
}

/** The overview of `sites` (all of them, newest first; the worst 4 are listed). */
export function FleetOverview({ sites }: { sites: SiteHealthRow[] }) {
  const counts = countByState(sites.map((s) => s.health));
  return (
    <section aria-labelledby="fleet-heading" className="grid gap-4">
      <h2 id="fleet-heading" className="text-lg font-semibold">
        Federated Sites
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Sites" value={sites.length} />
        <StatCard label="Active Sites" value={sites.filter((s) => s.isActive).length} />
        <StatCard label="Healthy Sites" value={counts.operational} detail="operational" />
        <StatCard
          label="Need Attention"
          value={sites.filter((s) => needsAttention(s.health.state)).length}
          detail="not operational"
        />
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
              {worstFirst(sites)
                .slice(0, DASHBOARD_SITES)
                .map((site) => (
                  <li key={site.siteId} className="grid gap-1 rounded-lg border px-4 py-3">
                    <span className="flex min-w-0 flex-wrap items-center justify-between gap-2">
                      <IntentLink
                        href={`/site-control-v2?tab=uptime&monitor=${site.siteId}`}
                        className="truncate font-medium underline-offset-4 hover:underline"
                      >
                        {site.siteName}
                      </IntentLink>
                      <HealthBadge state={site.health.state} />
                    </span>
                    <span className="text-sm break-words text-muted-foreground">{siteDetail(site)}</span>
                  </li>
                ))}
            </ul>
          )}
          <IntentLink
            href="/site-control"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {sites.length > DASHBOARD_SITES ? `View all ${sites.length} sites` : "View more in Site Control"}
            <ArrowRight className="size-4" aria-hidden="true" />
          </IntentLink>
        </CardContent>
      </Card>
    </section>
  );
}
