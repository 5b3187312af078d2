"use client";
/**
 * /client-projects (docs/decisions/quotes-and-projects.md "The projects console"): one server page of
 * projects, newest first, searched (name) and filtered (owner, client) in SQL with the state in the URL,
 * each with its milestones done of total. A table on wide screens, cards on a phone.
 */
import { useMemo } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { FolderKanban } from "lucide-react";
import { EmptyState } from "@/components/console/empty-state";
import { IntentLink } from "@/components/console/intent-link";
import { columnMeta as meta, DataTable } from "@/components/console/list/data-table";
import { ListToolbar } from "@/components/console/list/list-toolbar";
import { ListFilterSelect } from "@/components/console/list/list-filter-select";
import { ListPager } from "@/components/console/list/list-pager";
import { useListFilter } from "@/components/console/list/use-list-state";
import { Button } from "@/components/ui/button";
import type { PagedList } from "@/lib/db/keyset";
import { formatDate } from "@/lib/format/date";
import { PROJECT_OWNER_FILTER_LABELS, PROJECT_OWNER_FILTERS, projectFilterParsers } from "@/lib/projects/list-filter";
import type { ProjectRow } from "@/lib/projects/queries";
import { cn } from "@/lib/utils";
import { MilestoneProgress } from "./milestone-progress";

/** The search and filters, one page of projects and the pager. */
export function ProjectsList({ page, total, filtered }: PagedList<ProjectRow> & { filtered: boolean }) {
  const owner = useListFilter("owner", projectFilterParsers.owner);
  const client = useListFilter("client", projectFilterParsers.client);
  const columns = useMemo<ColumnDef<ProjectRow, unknown>[]>(
    () => [
      {
        id: "project",
        header: "Project",
        meta: meta("min-w-48 whitespace-normal"),
        cell: ({ row: { original: p } }) => (
          <div className="grid gap-0.5">
            <IntentLink href={`/client-projects/${p.id}`} className="font-medium hover:underline">
              {p.name}
            </IntentLink>
            <span className="text-xs text-muted-foreground">{p.clientName || "—"}</span>
          </div>
        ),
      },
      {
        id: "progress",
        header: "Milestones",
        meta: meta("min-w-36"),
        cell: ({ row: { original: p } }) => <MilestoneProgress done={p.milestonesDone} total={p.milestonesTotal} />,
      },
      {
        id: "owner",
        header: "Owner",
        cell: ({ row: { original: p } }) => p.ownerName ?? "—",
      },
      {
        id: "started",
        header: "Started",
        meta: meta("whitespace-nowrap"),
        cell: ({ row: { original: p } }) => formatDate(p.createdAt),
      },
    ],
    [],
  );
  const empty = (
    <EmptyState bordered icon={FolderKanban}>
      {filtered ? "No projects match." : "No projects yet. A quote accepted by its client starts one."}
    </EmptyState>
  );
  return (
    <>
      <ListToolbar searchLabel="Search projects" placeholder="Search project names...">
        <ListFilterSelect
          label="Filter by owner"
          value={owner.value}
          options={PROJECT_OWNER_FILTERS}
          labels={PROJECT_OWNER_FILTER_LABELS}
          onChange={owner.setValue}
          className="w-full sm:w-40"
        />
        {client.value > 0 && (
          <Button variant="outline" onClick={() => client.setValue(0)}>
            One client only · show all
          </Button>
        )}
      </ListToolbar>
      <ul className="grid gap-3 md:hidden" aria-label="Projects">
        {page.rows.length === 0 && <li>{empty}</li>}
        {page.rows.map((p) => (
          <li key={p.id} className="grid gap-2 rounded-xl border p-4" data-project-id={p.id}>
            <IntentLink href={`/client-projects/${p.id}`} className="font-medium hover:underline">
              {p.name}
            </IntentLink>
            <span className="text-sm text-muted-foreground">
              {p.clientName || "—"} · started {formatDate(p.createdAt)}
            </span>
            <MilestoneProgress done={p.milestonesDone} total={p.milestonesTotal} />
          </li>
        ))}
      </ul>
      <div className={cn("hidden md:block", page.rows.length > 0 && "rounded-xl border")}>
        <DataTable
          columns={columns}
          rows={page.rows}
          getRowId={(p) => String(p.id)}
          caption="Projects"
          pending={owner.isPending || client.isPending}
          empty={empty}
          rowProps={(p) => ({ "data-project-id": p.id, className: "align-top" })}
        />
      </div>
      {(page.rows.length > 0 || page.prevCursor) && <ListPager page={page} total={total} noun="projects" />}
    </>
  );
}
