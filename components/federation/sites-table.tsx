"use client";
/**
 * The Registered Sites table (docs/spec/operator-console.md §2 "Site Management"): ID, Site Name with the
 * description beneath, URL (a link), Health (lib/site-health; ours), Status, Last Sync ('Never'), Last Deployment ('Unknown') and the
 * actions edit, Sync (disabled for inactive sites), pause/resume and disable completely (confirmed).
 */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Pause, Pencil, Play, RefreshCw, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { relativeTime } from "@/lib/format/date";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { columnMeta, DataTable } from "@/components/console/list/data-table";
import { RowActionButton, RowActions } from "@/components/console/list/row-actions";
import { HealthBadge } from "@/components/site-health/health-badge";
import { HealthReasons } from "@/components/site-health/health-reasons";
import type { SiteJson, SiteOverviewJson } from "./types";
import { EmptyState } from "@/components/console/empty-state";

/** Row actions the table offers. */
export interface SiteRowActions {
  onEdit: (site: SiteJson) => void;
  onSync: (site: SiteJson) => void;
  onToggle: (site: SiteJson) => void;
  /** Runs once the admin confirms; the confirmation stays open until it has finished. */
  onDisable: (site: SiteJson) => Promise<unknown>;
}

/** One page of sites, or an empty message (no site registered, or none matching the search when `searching`). */
export function SitesTable({
  sites,
  actions,
  searching = false,
}: {
  sites: SiteOverviewJson[];
  actions: SiteRowActions;
  searching?: boolean;
}) {
  const [disabling, setDisabling] = useState<SiteJson | null>(null);
  const columns: ColumnDef<SiteOverviewJson, unknown>[] = [
    { id: "id", header: "ID", meta: columnMeta("tabular-nums"), cell: ({ row }) => row.original.id },
    {
      id: "name",
      header: "Site Name",
      cell: ({ row: { original: site } }) => (
        <>
          <div className="font-medium">{site.siteName}</div>
          {site.description && (
            <div className="max-w-xs truncate text-xs text-muted-foreground">{site.description}</div>
          )}
        </>
      ),
    },
    {
      id: "url",
      header: "URL",
      cell: ({ row: { original: site } }) => (
        <a
          href={site.siteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline-offset-4 hover:underline"
        >
          {site.siteUrl}
        </a>
      ),
    },
    {
      id: "health",
      header: "Health",
      cell: ({ row: { original: site } }) => (
        <div className="grid max-w-xs gap-1">
          <HealthBadge state={site.health.state} />
          <HealthReasons reasons={site.health.reasons} limit={1} />
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row: { original: site } }) => (
        <Badge variant={site.isActive ? "default" : "secondary"}>{site.isActive ? "Active" : "Inactive"}</Badge>
      ),
    },
    {
      id: "lastSync",
      header: "Last Sync",
      meta: columnMeta("whitespace-nowrap"),
      cell: ({ row }) => relativeTime(row.original.lastSync, "Never"),
    },
    {
      id: "lastDeployment",
      header: "Last Deployment",
      meta: columnMeta("whitespace-nowrap"),
      cell: ({ row }) => relativeTime(row.original.lastDeploymentDate, "Unknown"),
    },
    {
      id: "actions",
      header: "Actions",
      meta: columnMeta("text-right"),
      cell: ({ row: { original: site } }) => (
        <RowActions>
          <IfMay permission="federation.sites.update">
            <RowActionButton label={`Edit ${site.siteName}`} icon={Pencil} onClick={() => actions.onEdit(site)} />
          </IfMay>
          <IfMay permission="federation.sync">
            <Button size="sm" variant="outline" onClick={() => actions.onSync(site)} disabled={!site.isActive}>
              <RefreshCw aria-hidden="true" /> Sync
            </Button>
          </IfMay>
          <IfMay permission="federation.sites.update">
            <RowActionButton
              label={`${site.isActive ? "Pause" : "Resume"} ${site.siteName}`}
              icon={site.isActive ? Pause : Play}
              onClick={() => actions.onToggle(site)}
            />
          </IfMay>
          <IfMay permission="federation.sites.delete">
            <RowActionButton
              label={`Disable ${site.siteName} completely`}
              icon={Trash2}
              destructive
              onClick={() => setDisabling(site)}
            />
          </IfMay>
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={sites}
        getRowId={(site) => String(site.id)}
        caption="Registered Sites"
        rowProps={(site) => ({ "data-testid": `site-row-${site.id}` }) as React.ComponentProps<"tr">}
        empty={
          <EmptyState>
            {searching ? "No sites match the search." : "No remote sites registered yet. Add a site to get started."}
          </EmptyState>
        }
      />
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={`Disable ${disabling?.siteName ?? ""} completely?`}
        description="The site is removed from Site Control, with every TODO, error, feature, analytics record and sync report collected from it. This cannot be undone; to stop syncing for a while, pause the site instead."
        confirmLabel="Disable Completely"
        destructive
        onConfirm={() => disabling && actions.onDisable(disabling)}
      />
    </>
  );
}
