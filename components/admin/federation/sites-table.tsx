"use client";
/**
 * The Registered Sites table (docs/spec/operator-console.md §2 "Site Management"): ID, Site Name with the
 * description beneath, URL (a link), Status, Last Sync ('Never'), Last Deployment ('Unknown') and the
 * actions edit, Sync (disabled for inactive sites), pause/resume and disable completely (confirmed).
 */
import { useState } from "react";
import { Pause, Pencil, Play, RefreshCw, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { relativeTime } from "@/lib/federation/display";
import { ConfirmDialog } from "../confirm-dialog";
import type { SiteJson } from "./types";

/** Row actions the table offers. */
export interface SiteRowActions {
  onEdit: (site: SiteJson) => void;
  onSync: (site: SiteJson) => void;
  onToggle: (site: SiteJson) => void;
  /** Runs once the admin confirms; the confirmation stays open until it has finished. */
  onDisable: (site: SiteJson) => Promise<unknown>;
}

/** One page of sites, or an empty message (no site registered, or none matching the search when `searching`). */
export function SitesTable({ sites, actions, searching = false }: { sites: SiteJson[]; actions: SiteRowActions; searching?: boolean }) {
  const [disabling, setDisabling] = useState<SiteJson | null>(null);
  if (sites.length === 0)
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        {searching ? "No sites match the search." : "No remote sites registered yet. Add a site to get started."}
      </p>
    );
  return (
    <>
      <Table aria-label="Registered Sites">
        <TableHeader>
          <TableRow>
            <TableHead>ID</TableHead>
            <TableHead>Site Name</TableHead>
            <TableHead>URL</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Last Sync</TableHead>
            <TableHead>Last Deployment</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sites.map((site) => (
            <TableRow key={site.id} data-testid={`site-row-${site.id}`}>
              <TableCell className="tabular-nums">{site.id}</TableCell>
              <TableCell>
                <div className="font-medium">{site.siteName}</div>
                {site.description && <div className="max-w-xs truncate text-xs text-muted-foreground">{site.description}</div>}
              </TableCell>
              <TableCell>
                <a href={site.siteUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
                  {site.siteUrl}
                </a>
              </TableCell>
              <TableCell>
                <Badge variant={site.isActive ? "default" : "secondary"}>{site.isActive ? "Active" : "Inactive"}</Badge>
              </TableCell>
              <TableCell className="whitespace-nowrap">{relativeTime(site.lastSync, "Never")}</TableCell>
              <TableCell className="whitespace-nowrap">{relativeTime(site.lastDeploymentDate, "Unknown")}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button size="icon" variant="ghost" onClick={() => actions.onEdit(site)} aria-label={`Edit ${site.siteName}`}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => actions.onSync(site)} disabled={!site.isActive}>
                    <RefreshCw aria-hidden="true" /> Sync
                  </Button>
                  <Button size="icon" variant="ghost" onClick={() => actions.onToggle(site)} aria-label={`${site.isActive ? "Pause" : "Resume"} ${site.siteName}`}>
                    {site.isActive ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                  </Button>
                  <Button size="icon" variant="ghost" className="text-destructive" onClick={() => setDisabling(site)} aria-label={`Disable ${site.siteName} completely`}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={`Disable ${disabling?.siteName ?? ""} completely?`}
        description="The site is removed from CSC control, with every TODO, error, feature, analytics record and sync report collected from it. This cannot be undone; to stop syncing for a while, pause the site instead."
        confirmLabel="Disable Completely"
        destructive
        onConfirm={() => disabling && actions.onDisable(disabling)}
      />
    </>
  );
}
