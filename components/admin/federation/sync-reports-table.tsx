/**
 * The Recent Sync Reports table (docs/spec/operator-console.md §2 "Site Management"): Site, Sync Time, Status,
 * TODOs, Errors, Features, Duration (§9 formatting) and Details (error text cut at 50 characters).
 */
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CUT, cut, formatDuration, reportStatusLabel } from "@/lib/federation/display";
import { formatDateTime } from "../format-date";
import type { ReportJson } from "./types";

const VARIANT = { success: "default", partial: "secondary", failed: "destructive" } as const;

/** A status badge for a sync report; unknown values read 'Unknown' (§4). */
export function ReportStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANT[status as keyof typeof VARIANT] ?? "outline"}>{reportStatusLabel(status)}</Badge>;
}

/** The table, or an empty message before the first sync. */
export function SyncReportsTable({ reports }: { reports: ReportJson[] }) {
  if (reports.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">No syncs yet. Use Sync All Sites to run the first one.</p>;
  return (
    <Table aria-label="Recent Sync Reports">
      <TableHeader>
        <TableRow>
          <TableHead>Site</TableHead>
          <TableHead>Sync Time</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">TODOs</TableHead>
          <TableHead className="text-right">Errors</TableHead>
          <TableHead className="text-right">Features</TableHead>
          <TableHead className="text-right">Duration</TableHead>
          <TableHead>Details</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {reports.map((report) => (
          <TableRow key={report.id}>
            <TableCell className="font-medium">{report.siteName}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(report.syncDate)}</TableCell>
            <TableCell>
              <ReportStatusBadge status={report.syncStatus} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{report.todosCollected}</TableCell>
            <TableCell className="text-right tabular-nums">{report.errorsCollected}</TableCell>
            <TableCell className="text-right tabular-nums">{report.featuresCollected}</TableCell>
            <TableCell className="text-right tabular-nums">{formatDuration(report.syncDuration)}</TableCell>
            <TableCell className="max-w-xs text-xs text-muted-foreground" title={report.errorMessage ?? undefined}>
              {report.errorMessage ? cut(report.errorMessage, CUT.reportDetails) : "—"}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
