"use client";
/** The Maintenance tab of /incidents (docs/federation-protocol.md "Incidents and maintenance"): the windows, latest first, with edit and cancel. */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import type { PagedList } from "@/lib/db/keyset";
import { formatDateTimeIn } from "@/lib/format/date";
import { cancelMaintenanceAction } from "@/lib/scheduled-maintenance/actions";
import type { MaintenanceListRow } from "@/lib/scheduled-maintenance/queries";
import { MaintenanceDialog } from "./maintenance-dialog";

type Site = { id: number; name: string };
type Open = { kind: "new" } | { kind: "edit" | "cancel"; window: MaintenanceListRow } | null;

export function MaintenanceList({
  list,
  sites,
  searching,
}: {
  list: PagedList<MaintenanceListRow>;
  sites: Site[];
  searching: boolean;
}) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const cancel = useAdminAction(cancelMaintenanceAction, {
    errorMessage: { title: "Failed to cancel maintenance", fallback: "The maintenance window could not be cancelled." },
    successMessage: "Maintenance cancelled",
  });
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ListSearch label="Search maintenance" placeholder="Search by title..." />
        <IfMay permission="maintenance.save">
          <Button onClick={() => setOpen({ kind: "new" })}>Schedule maintenance</Button>
        </IfMay>
      </div>
      {list.page.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed py-16 text-center text-sm text-muted-foreground">
          {searching ? "No maintenance found." : "No maintenance scheduled."}
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.page.rows.map((window) => (
            <li
              key={window.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-xl border bg-card p-4"
            >
              <div className="min-w-0">
                <h2 className="font-semibold break-words">{window.title}</h2>
                <p className="text-sm text-muted-foreground">
                  {formatDateTimeIn(window.startsAt, window.timeZone)} until{" "}
                  {formatDateTimeIn(window.endsAt, window.timeZone)}
                  {window.repeatsWeekly &&
                    `, every week${window.repeatUntil ? ` until ${formatDateTimeIn(window.repeatUntil, window.timeZone)}` : ""}`}
                </p>
                <p className="text-sm break-words text-muted-foreground">
                  {window.sites.map((s) => s.name).join(", ")}
                </p>
              </div>
              <div className="flex gap-2">
                <IfMay permission="maintenance.save">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Edit ${window.title}`}
                    onClick={() => setOpen({ kind: "edit", window })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                </IfMay>
                <IfMay permission="maintenance.cancel">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Cancel ${window.title}`}
                    onClick={() => setOpen({ kind: "cancel", window })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </IfMay>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListPager page={list.page} total={list.total} noun="maintenance windows" />
      {open?.kind === "new" && <MaintenanceDialog window={null} sites={sites} onClose={close} />}
      {open?.kind === "edit" && (
        <MaintenanceDialog key={open.window.id} window={open.window} sites={sites} onClose={close} />
      )}
      <ConfirmDialog
        open={open?.kind === "cancel"}
        onOpenChange={(next) => !next && close()}
        title="Cancel this maintenance?"
        description="It is removed; subscribers are told when it had not started yet."
        confirmLabel="Cancel maintenance"
        destructive
        onConfirm={() => (open?.kind === "cancel" ? cancel.run({ id: open.window.id }) : null)}
      />
    </>
  );
}
