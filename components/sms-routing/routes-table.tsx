"use client";
/**
 * The Routing Rules table (docs/spec/operator-console.md §2 "Routes"): Route Name with its description, Phone
 * Number or "All Numbers", the "type: pattern" badge, Target ("Internal: name" for internal handlers),
 * Priority, Status, Matches, and edit and delete buttons. One server page of rows in decision order,
 * drawn by the shared list table (components/console/list/data-table.tsx).
 */
import { IfMay } from "@/components/console/if-may";
import { useMemo } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { SmsRouteRow } from "@/lib/sms-intake/routing/queries";
import { formatPhoneNumber } from "@/lib/format/phone";
import { columnMeta, DataTable } from "@/components/console/list/data-table";
import { RowActionButton, RowActions } from "@/components/console/list/row-actions";
import { patternBadge, targetLabel } from "@/lib/sms-intake/routing/labels";
import { EmptyState } from "@/components/console/empty-state";

/** The table, or "No routing rules" (`searching`: "No routes match") when the page is empty. */
export function RoutesTable({
  routes,
  searching,
  onEdit,
  onDelete,
}: {
  routes: SmsRouteRow[];
  searching: boolean;
  onEdit: (route: SmsRouteRow) => void;
  onDelete: (route: SmsRouteRow) => void;
}) {
  const columns = useMemo<ColumnDef<SmsRouteRow, unknown>[]>(
    () => [
      {
        id: "name",
        header: "Route Name",
        meta: columnMeta("max-w-xs whitespace-normal"),
        cell: ({ row: { original: route } }) => (
          <>
            <div className="font-medium">{route.name}</div>
            {route.description && <div className="text-xs text-muted-foreground">{route.description}</div>}
          </>
        ),
      },
      {
        id: "number",
        header: "Phone Number",
        meta: columnMeta("whitespace-nowrap"),
        cell: ({ row: { original: route } }) =>
          route.phoneNumber ? formatPhoneNumber(route.phoneNumber) : "All Numbers",
      },
      {
        id: "pattern",
        header: "Pattern",
        cell: ({ row: { original: route } }) => (
          <Badge variant="outline" className="max-w-56 truncate font-mono" title={route.pattern}>
            {patternBadge(route.patternType, route.pattern)}
          </Badge>
        ),
      },
      {
        id: "target",
        header: "Target",
        meta: columnMeta("max-w-56 truncate"),
        cell: ({ row: { original: route } }) => (
          <span title={route.targetValue}>{targetLabel(route.targetType, route.targetValue)}</span>
        ),
      },
      {
        id: "priority",
        header: "Priority",
        meta: columnMeta("text-right tabular-nums"),
        cell: ({ row }) => row.original.priority,
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row: { original: route } }) => (
          <Badge variant={route.isActive ? "default" : "secondary"}>{route.isActive ? "Active" : "Inactive"}</Badge>
        ),
      },
      {
        id: "matches",
        header: "Matches",
        meta: columnMeta("text-right tabular-nums"),
        cell: ({ row }) => <span data-testid="route-matches">{row.original.matchCount}</span>,
      },
      {
        id: "actions",
        header: "Actions",
        meta: columnMeta("text-right"),
        cell: ({ row: { original: route } }) => (
          <RowActions>
            <IfMay permission="routing.update-route">
              <RowActionButton label={`Edit route ${route.name}`} icon={Pencil} onClick={() => onEdit(route)} />
            </IfMay>
            <IfMay permission="routing.delete-route">
              <RowActionButton
                label={`Delete route ${route.name}`}
                icon={Trash2}
                destructive
                onClick={() => onDelete(route)}
              />
            </IfMay>
          </RowActions>
        ),
      },
    ],
    [onEdit, onDelete],
  );

  return (
    <div className={routes.length > 0 ? "overflow-x-auto rounded-xl border" : undefined}>
      <DataTable
        columns={columns}
        rows={routes}
        getRowId={(route) => String(route.id)}
        caption="Routing Rules"
        rowProps={(route) => ({ "data-route-id": route.id, className: "align-top" }) as React.ComponentProps<"tr">}
        empty={
          searching ? (
            <EmptyState bordered>No routes match the search.</EmptyState>
          ) : (
            <EmptyState bordered title="No routing rules">
              Every message gets its number&apos;s default handling. Add a route to send some elsewhere.
            </EmptyState>
          )
        }
      />
    </div>
  );
}
