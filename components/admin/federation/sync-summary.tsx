/**
 * The Sync Summary tab (operator-console.md §2): per-site counts and last sync, overall totals (TODOs,
 * Errors, Features, Analytics Reports), TODO counts by category ('General' when missing) and the latest
 * 10 sync activities.
 */
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { RECENT_ACTIVITY, formatDuration, relativeTime } from "@/lib/federation/display";
import { DISPLAY_DEFAULTS } from "@/lib/federation/protocol";
import { StatCard } from "../stat-card";
import { formatTime } from "./format-time";
import { ReportStatusBadge } from "./sync-reports-table";
import type { AnalyticsJson, ErrorJson, FeatureJson, ReportJson, SiteJson, TodoJson } from "./types";

/** Everything the summary is computed from. */
export interface SummaryData {
  sites: SiteJson[];
  reports: ReportJson[];
  todos: TodoJson[];
  errors: ErrorJson[];
  features: FeatureJson[];
  analytics: AnalyticsJson[];
}

const countBy = <T,>(items: T[], key: (item: T) => string) =>
  items.reduce((map, item) => map.set(key(item), (map.get(key(item)) ?? 0) + 1), new Map<string, number>());

/** The tab's four blocks. */
export function SyncSummary({ sites, reports, todos, errors, features, analytics }: SummaryData) {
  const bySite = { todos: countBy(todos, (t) => String(t.siteId)), errors: countBy(errors, (e) => String(e.siteId)), features: countBy(features, (f) => String(f.siteId)) };
  const categories = [...countBy(todos, (t) => t.category || DISPLAY_DEFAULTS.todoCategory)].sort((a, b) => b[1] - a[1]);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="TODOs" value={todos.length} />
        <StatCard label="Errors" value={errors.length} />
        <StatCard label="Features" value={features.length} />
        <StatCard label="Analytics Reports" value={analytics.length} />
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
                  <TableCell className="text-right tabular-nums">{bySite.todos.get(String(site.id)) ?? 0}</TableCell>
                  <TableCell className="text-right tabular-nums">{bySite.errors.get(String(site.id)) ?? 0}</TableCell>
                  <TableCell className="text-right tabular-nums">{bySite.features.get(String(site.id)) ?? 0}</TableCell>
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
              <p className="text-sm text-muted-foreground">No TODOs collected yet.</p>
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
              <p className="text-sm text-muted-foreground">No syncs yet.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {reports.slice(0, RECENT_ACTIVITY).map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      <span className="font-medium">{r.siteName}</span> · {formatTime(r.syncDate)} · {formatDuration(r.syncDuration)}
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
