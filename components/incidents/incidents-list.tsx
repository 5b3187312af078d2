"use client";
/**
 * The Incidents tab of /incidents (docs/federation-protocol.md "Incidents and maintenance"): each
 * incident with its status, impact, sites, origin (alert and fleet issue) and latest updates, and its actions (post update, edit,
 * delete); searched and paged on the server.
 */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { Megaphone, Pencil, Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { ListPager } from "@/components/console/list/list-pager";
import { NarrowedNotice } from "@/components/console/list/narrowed-notice";
import { ListSearch } from "@/components/console/list/list-search";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import type { PagedList } from "@/lib/db/keyset";
import { formatDateTime, formatDuration } from "@/lib/format/date";
import { deleteIncidentAction } from "@/lib/incidents/actions";
import { INCIDENT_IMPACT_DISPLAY, INCIDENT_STATUS_LABELS } from "@/lib/incidents/labels";
import type { IncidentListRow } from "@/lib/incidents/queries";
import { cn } from "@/lib/utils";
import { CreateIncidentDialog, EditIncidentDialog } from "./incident-dialog";
import { IncidentOrigin } from "./incident-origin";
import { IncidentUpdateDialog } from "./incident-update-dialog";

type Site = { id: number; name: string };
type Open = { kind: "new" } | { kind: "edit" | "update" | "delete"; incident: IncidentListRow } | null;

export function IncidentsList({
  list,
  sites,
  searching,
  narrowed,
}: {
  list: PagedList<IncidentListRow>;
  sites: Site[];
  searching: boolean;
  /** A link asked for one incident (`?incident=`). */
  narrowed: boolean;
}) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const remove = useAdminAction(deleteIncidentAction, {
    errorMessage: { title: "Failed to delete incident", fallback: "The incident could not be deleted." },
    successMessage: "Incident deleted",
  });
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ListSearch label="Search incidents" placeholder="Search by title..." />
        <IfMay permission="incidents.create">
          <Button onClick={() => setOpen({ kind: "new" })}>New incident</Button>
        </IfMay>
      </div>
      {narrowed && <NarrowedNotice noun="incident" href="/incidents" />}
      {list.page.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed py-16 text-center text-sm text-muted-foreground">
          {searching || narrowed ? "No incidents found." : "No incidents. A site going down opens one here by itself."}
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.page.rows.map((incident) => {
            const impact = INCIDENT_IMPACT_DISPLAY[incident.impact];
            return (
              <li key={incident.id} className="rounded-xl border bg-card p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="font-semibold break-words">{incident.title}</h2>
                    <div className="mt-1 flex flex-wrap gap-2 text-xs">
                      <span
                        className={cn(
                          "rounded px-1.5 py-0.5 font-medium",
                          incident.resolvedAt ? "bg-emerald-700 text-white" : "bg-red-700 text-white",
                        )}
                      >
                        {INCIDENT_STATUS_LABELS[incident.status]}
                      </span>
                      <span className={cn("rounded px-1.5 py-0.5 font-medium", impact.badgeClassName)}>
                        {impact.label}
                      </span>
                      {incident.outageSiteId !== null && (
                        <span className="rounded border px-1.5 py-0.5">Opened by the monitor</span>
                      )}
                    </div>
                    <p className="mt-1 text-sm break-words text-muted-foreground">
                      {incident.sites.map((s) => s.name).join(", ") || "No sites"} ·{" "}
                      {formatDateTime(incident.startedAt)}
                      {incident.resolvedAt &&
                        ` · lasted ${formatDuration(incident.resolvedAt.getTime() - incident.startedAt.getTime())}`}
                    </p>
                    <IncidentOrigin incident={incident} />
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <IfMay permission="incidents.update">
                      <Button variant="outline" size="sm" onClick={() => setOpen({ kind: "update", incident })}>
                        <Megaphone aria-hidden="true" /> Post update
                      </Button>
                    </IfMay>
                    <IfMay permission="incidents.edit">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Edit ${incident.title}`}
                        onClick={() => setOpen({ kind: "edit", incident })}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                    </IfMay>
                    <IfMay permission="incidents.delete">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Delete ${incident.title}`}
                        onClick={() => setOpen({ kind: "delete", incident })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </IfMay>
                  </div>
                </div>
                <ol className="mt-3 grid gap-1 border-t pt-3">
                  {incident.updates.map((update) => (
                    <li key={update.id} className="text-sm">
                      <span className="font-medium">{INCIDENT_STATUS_LABELS[update.status]}</span> —{" "}
                      <span className="break-words whitespace-pre-line">{update.body}</span>{" "}
                      <span className="text-xs text-muted-foreground">{formatDateTime(update.createdAt)}</span>
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
      )}
      <ListPager page={list.page} total={list.total} noun="incidents" />
      {open?.kind === "new" && <CreateIncidentDialog sites={sites} onClose={close} />}
      {open?.kind === "edit" && (
        <EditIncidentDialog key={open.incident.id} incident={open.incident} sites={sites} onClose={close} />
      )}
      {open?.kind === "update" && (
        <IncidentUpdateDialog key={open.incident.id} incident={open.incident} onClose={close} />
      )}
      <ConfirmDialog
        open={open?.kind === "delete"}
        onOpenChange={(next) => !next && close()}
        title="Delete this incident?"
        description="It disappears from the status pages with its updates. Subscribers are not told."
        confirmLabel="Delete"
        destructive
        onConfirm={() => (open?.kind === "delete" ? remove.run({ id: open.incident.id }) : null)}
      />
    </>
  );
}
