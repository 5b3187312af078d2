/**
 * The fleet's uptime on /dashboard (docs/federation-protocol.md "Monitors"): monitors counted per state, the fleet's uptime over 24 h,
 * the sites down or failing (links to their monitor on /site-control-v2), and the fleet's response-time
 * chart over 24 h, 7 d or 30 d (`uptime` in the URL).
 */
import { IntentLink } from "@/components/console/intent-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { MONITOR_STATES } from "@/lib/db/schema";
import { UPTIME_RANGES, type UptimeRange } from "@/lib/uptime/list-filter";
import type { FleetUptime } from "@/lib/uptime/queries";
import { formatPercent } from "@/lib/format/number";
import { MONITOR_STATE_DISPLAY, RANGE_LABELS } from "@/lib/uptime/labels";
import { ResponseChart } from "./response-chart";
import { MonitorStateBadge } from "./state-badge";

/** The card; `range` is the chart's range, `fleet` what the page read for it (`readFleetUptime`). */
export function FleetUptimeCard({ range, fleet: { counts, uptime, failing, points } }: { range: UptimeRange; fleet: FleetUptime }) {
  return (
    <Card className="min-w-0" aria-labelledby="fleet-uptime-title">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="fleet-uptime-title">Fleet uptime</h2>
          <span className="text-sm font-normal text-muted-foreground">
            24 h: <span className="font-semibold text-foreground tabular-nums">{formatPercent(uptime["24h"])}</span>
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl role="group" className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Monitors by state">
          {MONITOR_STATES.map((state) => (
            <div key={state} className="rounded-lg border px-2 py-2 text-center" data-state={state}>
              <dt className="text-xs text-muted-foreground">{MONITOR_STATE_DISPLAY[state].label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{counts[state]}</dd>
            </div>
          ))}
        </dl>
        {failing.length > 0 && (
          <ul className="grid gap-1" aria-label="Sites down or failing">
            {failing.map((site) => (
              <li key={site.siteId} className="flex items-center justify-between gap-2 text-sm">
                <IntentLink href={`/site-control-v2?tab=uptime&monitor=${site.siteId}`} className="truncate underline-offset-4 hover:underline">
                  {site.siteName}
                </IntentLink>
                <MonitorStateBadge state={site.state} />
              </li>
            ))}
          </ul>
        )}
        <nav aria-label="Fleet chart range" className="flex gap-2">
          {UPTIME_RANGES.map((r) => (
            <Button key={r} asChild size="sm" variant={r === range ? "default" : "outline"}>
              <IntentLink href={r === "24h" ? "/dashboard" : `/dashboard?uptime=${r}`} scroll={false} aria-current={r === range ? "true" : undefined}>
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
