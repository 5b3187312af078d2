/**
 * The Uptime tab of /site-control-v2 (issue 15): a page of monitors (state, 24 h uptime, last response),
 * searched by site name, and the chosen site's detail: uptime over 24 h / 7 d / 30 d, the response-time
 * chart of the chosen range, "Check now" and the monitor's settings. State lives in the URL (`monitor`,
 * `range`, `mq`, `mafter`), read on the server.
 */
import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Button } from "@/components/ui/button";
import { getMonitor, listMonitors, responseSeries, uptimePercentages, UPTIME_RANGES, type UptimeRange } from "@/lib/uptime/queries";
import { cn } from "@/lib/utils";
import { formatDate, formatDateTime } from "../format-date";
import { CheckNowButton } from "./check-now-button";
import { MonitorSettingsDialog } from "./monitor-settings-dialog";
import { ResponseChart } from "./response-chart";
import { MonitorStateBadge } from "./state-badge";
import { formatPercent, RANGE_LABELS } from "./format";

/** Monitors per page. */
const PAGE_SIZE = 20;

/** The tab's URL state. */
export interface UptimeParams {
  monitor?: number;
  range: UptimeRange;
  q: string;
  after?: string;
}

/** Reads the tab's URL state from the page's search params; anything malformed falls back to the default. */
export function uptimeParams(search: Record<string, string | string[] | undefined>): UptimeParams {
  const one = (key: string) => (typeof search[key] === "string" ? (search[key] as string) : undefined);
  const monitor = Number(one("monitor"));
  const range = one("range");
  return {
    monitor: Number.isSafeInteger(monitor) && monitor > 0 && monitor <= 2_147_483_647 ? monitor : undefined,
    range: UPTIME_RANGES.includes(range as UptimeRange) ? (range as UptimeRange) : "24h",
    q: (one("mq") ?? "").slice(0, 100),
    after: one("mafter")?.slice(0, 255),
  };
}

/** The query string of `params` changed by `change`. */
function href(params: UptimeParams, change: Partial<UptimeParams>): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams({ tab: "uptime" });
  if (next.monitor) query.set("monitor", String(next.monitor));
  if (next.range !== "24h") query.set("range", next.range);
  if (next.q) query.set("mq", next.q);
  if (next.after) query.set("mafter", next.after);
  return `?${query.toString()}`;
}

/** The tab's content. */
export async function UptimeSection({ params }: { params: UptimeParams }) {
  const rows = await listMonitors({ afterName: params.after, q: params.q, limit: PAGE_SIZE + 1 });
  const page = rows.slice(0, PAGE_SIZE);
  const more = rows.length > PAGE_SIZE;
  const selectedId = params.monitor ?? page[0]?.siteId;
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>
            <h2>Monitors</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <form method="get" className="flex gap-2" role="search">
            <input type="hidden" name="tab" value="uptime" />
            <Input name="mq" defaultValue={params.q} placeholder="Search sites by name" aria-label="Search monitors by site name" />
            <Button type="submit" variant="outline">
              Search
            </Button>
          </form>
          {page.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{params.q ? "No sites match the search." : "No sites connected yet."}</p>
          ) : (
            <ul className="grid gap-2" aria-label="Monitors">
              {page.map((row) => (
                <li key={row.siteId}>
                  <Link
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
                        24 h: {formatPercent(row.uptime24h)} · {row.lastResponseMs === null ? "no answer" : `${row.lastResponseMs} ms`}
                      </span>
                    </span>
                    <MonitorStateBadge state={row.state} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="flex justify-between gap-2">
            {params.after ? (
              <Button asChild variant="outline" size="sm">
                <Link href={href(params, { after: undefined })}>First page</Link>
              </Button>
            ) : (
              <span />
            )}
            {more && (
              <Button asChild variant="outline" size="sm">
                <Link href={href(params, { after: page.at(-1)!.siteName })}>Next page</Link>
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
      {selectedId ? <MonitorDetail siteId={selectedId} params={params} /> : null}
    </div>
  );
}

/** One site's monitor: figures, chart, actions. */
async function MonitorDetail({ siteId, params }: { siteId: number; params: UptimeParams }) {
  const [monitor, uptime, points] = await Promise.all([getMonitor(siteId), uptimePercentages(siteId), responseSeries(siteId, params.range)]);
  if (!monitor) return <p className="text-sm text-muted-foreground">This site no longer exists.</p>;
  return (
    <Card className="min-w-0" role="region" aria-label={`Uptime of ${monitor.siteName}`}>
      <CardHeader className="gap-2">
        <CardTitle className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex min-w-0 items-center gap-2">
            <h2 className="truncate">{monitor.siteName}</h2>
            <MonitorStateBadge state={monitor.state} />
          </span>
          <span className="flex gap-2">
            <CheckNowButton siteId={monitor.siteId} siteName={monitor.siteName} />
            <MonitorSettingsDialog monitor={monitor} />
          </span>
        </CardTitle>
        <p className="truncate text-xs text-muted-foreground">
          {monitor.checkPath ? `${monitor.siteUrl}${monitor.checkPath}` : monitor.siteUrl} · every {monitor.intervalSeconds} s
          {monitor.lastCheckedAt && ` · last check ${formatDateTime(monitor.lastCheckedAt, { seconds: true })}`}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-2 text-center">
          {UPTIME_RANGES.map((range) => (
            <div key={range} className="rounded-lg border px-2 py-2">
              <dt className="text-xs text-muted-foreground">Uptime {RANGE_LABELS[range]}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatPercent(uptime[range])}</dd>
            </div>
          ))}
        </dl>
        {monitor.lastError && monitor.state !== "up" && <p className="text-sm break-words text-destructive">Last error: {monitor.lastError}</p>}
        {monitor.certExpiresAt && (
          <p className="text-sm text-muted-foreground">Certificate expires {formatDate(monitor.certExpiresAt)}</p>
        )}
        <nav aria-label="Chart range" className="flex gap-2">
          {UPTIME_RANGES.map((range) => (
            <Button key={range} asChild size="sm" variant={range === params.range ? "default" : "outline"}>
              <Link href={href(params, { monitor: monitor.siteId, range })} scroll={false} aria-current={range === params.range ? "true" : undefined}>
                {RANGE_LABELS[range]}
              </Link>
            </Button>
          ))}
        </nav>
        <ResponseChart points={points} range={params.range} label={`Response time of ${monitor.siteName}`} />
      </CardContent>
    </Card>
  );
}
