/**
 * The fleet's uptime on /dashboard (docs/federation-protocol.md "Monitors"): sites counted per health state (lib/site-health,
 * the same figures as the Federated Sites cards), the fleet's uptime over 24 h, the sites down or
 * failing (links to their monitor on /site-control-v2), and the fleet's response-time chart over 24 h,
 * 7 d or 30 d (`uptime` in the URL).
 */
import { IntentLink } from "@/components/console/intent-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { UPTIME_RANGES, type UptimeRange } from "@/lib/uptime/list-filter";
import type { FleetUptime } from "@/lib/uptime/queries";
import type { SiteHealthRow } from "@/lib/site-health/queries";
import { countByState, SITE_HEALTH_STATES, worstFirst, type SiteHealthState } from "@/lib/site-health/rules";
import { HEALTH_STATE_DISPLAY } from "@/lib/site-health/labels";
import { formatPercent } from "@/lib/format/number";
import { RANGE_LABELS } from "@/lib/uptime/labels";
import { HealthBadge } from "@/components/site-health/health-badge";
import { ResponseChart } from "./response-chart";

/** Sites listed as failing, at most. */
const FAILING_SHOWN = 10;

/** The states listed under the figures: checks failing, sync or certificate trouble, never checked. */
const FAILING: readonly SiteHealthState[] = ["down", "degraded", "unknown"];

/** The card; `range` is the chart's range, `fleet` what the page read for it (`readFleetUptime`), `sites` the fleet's health. */
export function FleetUptimeCard({
  range,
  fleet: { uptime24h, points },
  sites,
}: {
  range: UptimeRange;
  fleet: FleetUptime;
  sites: SiteHealthRow[];
}) {
  const counts = countByState(sites.map((s) => s.health));
  const failing = worstFirst(sites.filter((s) => FAILING.includes(s.health.state))).slice(0, FAILING_SHOWN);
  return (
    <Card className="min-w-0" aria-labelledby="fleet-uptime-title">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="fleet-uptime-title">Fleet uptime</h2>
          <span className="text-sm font-normal text-muted-foreground">
            24 h: <span className="font-semibold text-foreground tabular-nums">{formatPercent(uptime24h)}</span>
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl role="group" className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Sites by health">
          {SITE_HEALTH_STATES.map((state) => (
            <div key={state} className="rounded-lg border px-2 py-2 text-center" data-health={state}>
              <dt className="text-xs text-muted-foreground">{HEALTH_STATE_DISPLAY[state].label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{counts[state]}</dd>
            </div>
          ))}
        </dl>
        {failing.length > 0 && (
          <ul className="grid gap-1" aria-label="Sites down or failing">
            {failing.map((site) => (
              <li key={site.siteId} className="flex items-center justify-between gap-2 text-sm">
                <IntentLink
                  href={`/site-control-v2?tab=uptime&monitor=${site.siteId}`}
                  className="truncate underline-offset-4 hover:underline"
                >
                  {site.siteName}
                </IntentLink>
                <HealthBadge state={site.health.state} />
              </li>
            ))}
          </ul>
        )}
        <nav aria-label="Fleet chart range" className="flex gap-2">
          {UPTIME_RANGES.map((r) => (
            <Button key={r} asChild size="sm" variant={r === range ? "default" : "outline"}>
              <IntentLink
                href={r === "24h" ? "/dashboard" : `/dashboard?uptime=${r}`}
                scroll={false}
                aria-current={r === range ? "true" : undefined}
              >
                {RANGE_LABELS[r]}
              </IntentLink>
            </Button>
          ))}
        </nav>
        <ResponseChart points={points} range={range} label="Fleet response time" />
      </CardContent>
    </Card>
  );
}
