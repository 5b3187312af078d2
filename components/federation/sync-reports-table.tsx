"use client";
/**
 * The Recent Sync Reports table (docs/spec/operator-console.md §2 "Site Management"): Site, Sync Time, Status,
 * TODOs, Errors, Features, Duration (§9 formatting) and Details (error text cut at 50 characters).
 */
import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { CUT, cut, formatDuration, reportStatusLabel } from "@/lib/federation/labels";
import { formatDateTime } from "@/lib/format/date";
import { columnMeta, DataTable } from "@/components/console/list/data-table";
import type { ReportJson } from "./types";
import { EmptyState } from "@/components/console/empty-state";

const VARIANT = { success: "default", partial: "secondary", failed: "destructive" } as const;

/** A status badge for a sync report; unknown values read 'Unknown' (§4). */
export function ReportStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANT[status as keyof typeof VARIANT] ?? "outline"}>{reportStatusLabel(status)}</Badge>;
}

const COUNT = columnMeta("text-right tabular-nums");

const COLUMNS: ColumnDef<ReportJson, unknown>[] = [
  { id: "site", header: "Site", meta: columnMeta("font-medium"), cell: ({ row }) => row.original.siteName },
  {
    id: "syncTime",
    header: "Sync Time",
    meta: columnMeta("whitespace-nowrap"),
    cell: ({ row }) => formatDateTime(row.original.syncDate),
  },
  { id: "status", header: "Status", cell: ({ row }) => <ReportStatusBadge status={row.original.syncStatus} /> },
  { id: "todos", header: "TODOs", meta: COUNT, cell: ({ row }) => row.original.todosCollected },
  { id: "errors", header: "Errors", meta: COUNT, cell: ({ row }) => row.original.errorsCollected },
  { id: "features", header: "Features", meta: COUNT, cell: ({ row }) => row.original.featuresCollected },
  { id: "duration", header: "Duration", meta: COUNT, cell: ({ row }) => formatDuration(row.original.syncDuration) },
  {
    id: "details",
    header: "Details",
    meta: columnMeta("max-w-xs"),
    cell: ({ row: { original: report } }) => (
      <span className="text-xs text-muted-foreground" title={report.errorMessage ?? undefined}>
        {report.errorMessage ? cut(report.errorMessage, CUT.reportDetails) : "—"}
      </span>
    ),
  },
];

/** The table, or an empty message before the first sync. */
export function SyncReportsTable({ reports }: { reports: ReportJson[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={reports}
      getRowId={(report) => String(report.id)}
      caption="Recent Sync Reports"
      empty={<EmptyState>No syncs yet. Use Sync All Sites to run the first one.</EmptyState>}
    />
  );
}
