/**
 * The Uptime tab of /site-control-v2 (docs/federation-protocol.md "Monitors"): a page of monitors (health, 24 h uptime, last response),
 * searched by site name and paged both ways by keyset like every admin list (docs/decisions/data-and-jobs.md
 * "Server-paged lists"), and the chosen site's detail: its health and why, uptime over 24 h / 7 d / 30 d, the response-time
 * chart of the chosen range, "Check now" and the monitor's settings. State lives in the URL
 * (lib/uptime/list-filter.ts); the page reads it and the data (`readUptimeTab`).
 */
import { IfMay } from "@/components/console/if-may";
import { IntentLink } from "@/components/console/intent-link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { PAGE_SIZES } from "@/lib/pagination/list-params";
import { MONITOR_LIST_PREFIX as LIST_PREFIX, UPTIME_RANGES, type UptimeTabParams } from "@/lib/uptime/list-filter";
import type { MonitorDetailData, UptimeTabData } from "@/lib/uptime/queries";
import { cn } from "@/lib/utils";
import { formatDate, formatDateTime } from "@/lib/format/date";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { CheckNowButton } from "./check-now-button";
import { MonitorSettingsDialog } from "./monitor-settings-dialog";
import { ResponseChart } from "./response-chart";
import { formatPercent } from "@/lib/format/number";
import { describeCheckError, RANGE_LABELS } from "@/lib/uptime/labels";
import { certificateErrorWords } from "@/lib/site-health/labels";
import { HealthBadge } from "@/components/site-health/health-badge";
import { HealthReasons } from "@/components/site-health/health-reasons";
import { EmptyState } from "@/components/console/empty-state";

/** The query string of `params` changed by `change`, the list's position kept. */
function href(params: UptimeTabParams, change: Partial<Omit<UptimeTabParams, "list">>): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams({ tab: "uptime" });
  if (next.monitor) query.set("monitor", String(next.monitor));
  if (next.range !== "24h") query.set("range", next.range);
  const { q, cursor, dir, size } = next.list;
  if (q) query.set(`${LIST_PREFIX}q`, q);
  if (cursor) query.set(`${LIST_PREFIX}cursor`, cursor);
  if (cursor && dir !== "next") query.set(`${LIST_PREFIX}dir`, dir);
  if (size !== PAGE_SIZES[0]) query.set(`${LIST_PREFIX}size`, String(size));
  return `?${query.toString()}`;
}

/** The tab's content: `data` is what the page read for `params`. */
export function UptimeSection({
  params,
  data: { list, selectedId, detail },
}: {
  params: UptimeTabParams;
  data: UptimeTabData;
}) {
  const { page, total } = list;
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>
            <h2>Monitors</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ListSearch label="Search monitors by site name" placeholder="Search sites by name" prefix={LIST_PREFIX} />
          {page.rows.length === 0 ? (
            <EmptyState>{params.list.q ? "No sites match the search." : "No sites connected yet."}</EmptyState>
          ) : (
            <ul className="grid gap-2" aria-label="Monitors">
              {page.rows.map((row) => (
                <li key={row.siteId}>
                  <IntentLink
                    href={href(params, { monitor: row.siteId })}
                    scroll={false}
                    aria-current={row.siteId === selectedId ? "true" : undefined}
                    className={cn(
                      "flex items-center justify-between gap-3 rounded-lg border px-3 py-2 hover:bg-accent",
                      row.siteId === selectedId && "border-primary",
                    )}
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{row.siteName}</span>
                      <span className="text-xs text-muted-foreground">
                        24 h: {formatPercent(row.uptime24h)} ·{" "}
                        {row.lastResponseMs === null ? "no answer" : `${row.lastResponseMs} ms`}
                      </span>
                    </span>
                    <HealthBadge state={row.health.state} />
                  </IntentLink>
                </li>
              ))}
            </ul>
          )}
          <ListPager page={page} total={total} noun="monitors" prefix={LIST_PREFIX} />
        </CardContent>
      </Card>
      {detail ? <MonitorDetail detail={detail} params={params} /> : null}
    </div>
  );
}

/** A failed check's error in words, with the network library's own message behind "Details". */
function LastError({ error }: { error: string }) {
  const { summary, detail } = describeCheckError(error);
  return (
    <div className="text-sm break-words">
      <p className="text-destructive">Last error: {summary}</p>
      {detail && (
        <details className="mt-1 text-xs text-muted-foreground">
          <summary className="cursor-pointer">Details</summary>
          <code className="break-all">{detail}</code>
        </details>
      )}
    </div>
  );
}

/** One site's monitor: figures, chart, actions. */
function MonitorDetail({
  detail: { monitor, health, uptime, points, outageIncidentId },
  params,
}: {
  detail: MonitorDetailData;
  params: UptimeTabParams;
}) {
  if (!monitor || !health) return <p className="text-sm text-muted-foreground">This site no longer exists.</p>;
  return (
    <Card className="min-w-0" role="region" aria-label={`Uptime of ${monitor.siteName}`}>
      <CardHeader className="gap-2">
        <CardTitle className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex min-w-0 items-center gap-2">
            <h2 className="truncate">{monitor.siteName}</h2>
            <HealthBadge state={health.state} />
          </span>
          <span className="flex gap-2">
            <IfMay permission="uptime.check-now">
              <CheckNowButton siteId={monitor.siteId} siteName={monitor.siteName} />
            </IfMay>
            <IfMay permission="uptime.monitor">
              <MonitorSettingsDialog monitor={monitor} />
            </IfMay>
          </span>
        </CardTitle>
        <p className="truncate text-xs text-muted-foreground">
          {monitor.checkPath ? `${monitor.siteUrl}${monitor.checkPath}` : monitor.siteUrl} · every{" "}
          {monitor.intervalSeconds} s
          {monitor.lastCheckedAt && ` · last check ${formatDateTime(monitor.lastCheckedAt, { seconds: true })}`}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <HealthReasons reasons={health.reasons} className="text-sm" />
        {outageIncidentId !== null && (
          <IntentLink
            href={`/incidents?incident=${outageIncidentId}`}
            className="text-sm font-medium underline underline-offset-4"
          >
            The outage&apos;s incident
          </IntentLink>
        )}
        <dl className="grid grid-cols-3 gap-2 text-center">
          {UPTIME_RANGES.map((range) => (
            <div key={range} className="rounded-lg border px-2 py-2">
              <dt className="text-xs text-muted-foreground">Uptime {RANGE_LABELS[range]}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatPercent(uptime[range])}</dd>
            </div>
          ))}
        </dl>
        {monitor.lastError && monitor.state !== "up" && <LastError error={monitor.lastError} />}
        {monitor.certExpiresAt && (
          <p className="text-sm text-muted-foreground">
            Certificate expires {formatDate(monitor.certExpiresAt)}
            {monitor.certError && ` · not trusted: ${certificateErrorWords(monitor.certError)}`}
          </p>
        )}
        <nav aria-label="Chart range" className="flex gap-2">
          {UPTIME_RANGES.map((range) => (
            <Button key={range} asChild size="sm" variant={range === params.range ? "default" : "outline"}>
              <IntentLink
                href={href(params, { monitor: monitor.siteId, range })}
                scroll={false}
                aria-current={range === params.range ? "true" : undefined}
              >
                {RANGE_LABELS[range]}
              </IntentLink>
            </Button>
          ))}
        </nav>
        <ResponseChart points={points} range={params.range} label={`Response time of ${monitor.siteName}`} />
      </CardContent>
    </Card>
  );
}
