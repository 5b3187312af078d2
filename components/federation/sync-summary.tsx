/**
 * The Sync Summary tab (docs/spec/operator-console.md §2): per-site counts and last sync, overall totals (TODOs,
 * Errors, Features, Analytics Reports), TODO counts by category ('General' when missing) and the latest
 * 10 sync activities. Every figure comes from the server's aggregates: the per-site rows and categories
 * cover the page of sites the Site Management tab shows, the totals the whole fleet (capped counts).
 */
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { RECENT_ACTIVITY, formatDuration } from "@/lib/federation/labels";
import { relativeTime } from "@/lib/format/date";
import type { ListTotal } from "@/lib/db/keyset";
import { DISPLAY_DEFAULTS } from "@/lib/federation/protocol";
import { formatCount } from "@/lib/format/number";
import { StatCard } from "@/components/console/stat-card";
import { formatDateTime } from "@/lib/format/date";
import { ReportStatusBadge } from "./sync-reports-table";
import type { ReportJson, SiteOverviewJson } from "./types";
import { EmptyState } from "@/components/console/empty-state";

/** Everything the summary shows; a total is undefined until its list's first answer. */
export interface SummaryData {
  sites: SiteOverviewJson[];
  reports: ReportJson[];
  categories: { category: string | null; count: number }[];
  totals: Record<"todos" | "errors" | "features", ListTotal | undefined>;
  /** Sites that have sent analytics (the Analytics list's total). */
  analyticsSites: ListTotal | undefined;
}

/** A capped total as a stat card shows it: "10,000+" past the cap, a dash before the first answer. */
function totalFigure(total: ListTotal | undefined): string {
  return total ? formatCount(total) : "—";
}

/** The tab's four blocks. */
export function SyncSummary({ sites, reports, categories: rows, totals, analyticsSites }: SummaryData) {
  // Missing categories read 'General', and merge with a real 'General'.
  const merged = new Map<string, number>();
  for (const { category, count } of rows)
    merged.set(
      category || DISPLAY_DEFAULTS.todoCategory,
      (merged.get(category || DISPLAY_DEFAULTS.todoCategory) ?? 0) + count,
    );
  const categories = [...merged].sort((a, b) => b[1] - a[1]);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="TODOs" value={totalFigure(totals.todos)} />
        <StatCard label="Errors" value={totalFigure(totals.errors)} />
        <StatCard label="Features" value={totalFigure(totals.features)} />
        <StatCard label="Analytics Reports" value={totalFigure(analyticsSites)} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Per Site</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Table aria-label="Per-site counts">
            <TableHeader>
              <TableRow>
                <TableHead>Site</TableHead>
                <TableHead className="text-right">TODOs</TableHead>
                <TableHead className="text-right">Errors</TableHead>
                <TableHead className="text-right">Features</TableHead>
                <TableHead>Last Sync</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sites.map((site) => (
                <TableRow key={site.id}>
                  <TableCell className="font-medium">{site.siteName}</TableCell>
                  <TableCell className="text-right tabular-nums">{site.todoCount}</TableCell>
                  <TableCell className="text-right tabular-nums">{site.errorCount}</TableCell>
                  <TableCell className="text-right tabular-nums">{site.featureCount}</TableCell>
                  <TableCell>{relativeTime(site.lastSync, "Never")}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>TODOs by Category</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {categories.length === 0 ? (
              <EmptyState>No TODOs collected yet.</EmptyState>
            ) : (
              <ul className="grid gap-1 text-sm">
                {categories.map(([category, n]) => (
                  <li key={category} className="flex justify-between">
                    <span>{category}</span>
                    <span className="tabular-nums">{n}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Recent Sync Activity</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {reports.length === 0 ? (
              <EmptyState>No syncs yet.</EmptyState>
            ) : (
              <ul className="grid gap-2 text-sm">
                {reports.slice(0, RECENT_ACTIVITY).map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      <span className="font-medium">{r.siteName}</span> · {formatDateTime(r.syncDate)} ·{" "}
                      {formatDuration(r.syncDuration)}
                    </span>
                    <ReportStatusBadge status={r.syncStatus} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
