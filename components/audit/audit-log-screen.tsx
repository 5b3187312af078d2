"use client";
/**
 * /audit-log (docs/decisions/auth-and-roles.md "Audit log"): who did what, newest first, one server page at a time; people's
 * rows by default (the scheduled jobs' behind the Rows filter); filters by actor, action, outcome, target and days, a search, and Export CSV of exactly what the filters show.
 */
import { useTransition } from "react";
import { useQueryStates } from "nuqs";
import type { ColumnDef } from "@tanstack/react-table";
import { Download, ScrollText, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ListTotal, Page } from "@/lib/db/keyset";
import type { AuditLogRow, AuditOutcome } from "@/lib/db/schema";
import { formatDateTime, isoDay } from "@/lib/format/date";
import { formatNumber } from "@/lib/format/number";
import {
  auditFilterParsers,
  AUDIT_OUTCOME_FILTERS,
  AUDIT_ROW_KINDS,
  type AuditOutcomeFilter,
  type AuditRowKind,
} from "@/lib/audit/list-filter";
import { listParsers, RESET_POSITION } from "@/lib/pagination/list-params";
import { EmptyState } from "@/components/console/empty-state";
import { columnMeta as meta, DataTable } from "@/components/console/list/data-table";
import { ListFilterSelect } from "@/components/console/list/list-filter-select";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";

/** A choice of the actor or action filter: its URL value and its words. */
export interface AuditChoice {
  value: string;
  label: string;
}

const OUTCOME_LABELS: Record<AuditOutcomeFilter, string> = {
  all: "Any outcome",
  ok: "Done",
  refused: "Refused",
  error: "Failed",
};
const OUTCOME_VARIANT: Record<AuditOutcome, "default" | "secondary" | "destructive"> = {
  ok: "default",
  refused: "secondary",
  error: "destructive",
};
const ROW_KIND_LABELS: Record<AuditRowKind, string> = {
  people: "People",
  jobs: "Scheduled jobs",
  all: "People and jobs",
};
const ANY = "all";

/** Recorded fields that hold a team member's id: shown by the member's name. */
const MEMBER_FIELDS = new Set(["assignedTo", "userId"]);

/**
 * The recorded fields as one short line (the cell shows it whole on hover); a member's id by their username
 * (`names`), "nobody" for a cleared one.
 */
function changesText(changes: unknown, names: Record<string, string>): string {
  if (changes === null || changes === undefined) return "";
  const shown = (name: string, value: unknown) => {
    if (MEMBER_FIELDS.has(name) && value === null) return "nobody";
    if (MEMBER_FIELDS.has(name) && names[String(value)]) return names[String(value)];
    return typeof value === "string" ? value : JSON.stringify(value);
  };
  return Object.entries(changes as Record<string, unknown>)
    .map(([name, value]) => `${name}: ${shown(name, value)}`)
    .join(", ");
}

/** The screen below its header: filters, the table, the pager. */
export function AuditLogScreen({
  page,
  total,
  actors,
  actions,
  exportHref,
}: {
  page: Page<AuditLogRow>;
  total: ListTotal;
  actors: AuditChoice[];
  actions: AuditChoice[];
  exportHref: string;
}) {
  const [isPending, startTransition] = useTransition();
  const [filters, setFilters] = useQueryStates(
    { ...auditFilterParsers, ...listParsers },
    { shallow: false, startTransition, clearOnDefault: true },
  );
  const set = (next: Partial<Omit<typeof filters, keyof typeof listParsers>>) =>
    void setFilters({ ...next, ...RESET_POSITION });
  const actionLabels = Object.fromEntries(actions.map((a) => [a.value, a.label]));
  const memberNames = Object.fromEntries(actors.map((a) => [a.value, a.label]));
  const day = (date: Date | null) => (date ? isoDay(date) : "");
  const parseDay = (value: string) => (value ? new Date(`${value}T00:00:00Z`) : null);

  const columns: ColumnDef<AuditLogRow, unknown>[] = [
    {
      id: "at",
      header: "Time",
      meta: meta("whitespace-nowrap"),
      cell: ({ row }) => formatDateTime(row.original.at, { seconds: true }),
    },
    {
      id: "actor",
      header: "Actor",
      cell: ({ row: { original: r } }) => (
        <button
          type="button"
          className="text-left underline-offset-4 hover:underline"
          onClick={() =>
            set(
              r.actorId !== null
                ? { actor: String(r.actorId) }
                : r.actorUsername === "system"
                  ? { rows: "jobs", actor: "" }
                  : { actor: "" },
            )
          }
        >
          {r.actorUsername}
        </button>
      ),
    },
    {
      id: "action",
      header: "Action",
      cell: ({ row: { original: r } }) => (
        <div>
          <div>{actionLabels[r.action] ?? r.action}</div>
          <div className="font-mono text-xs text-muted-foreground">{r.action}</div>
        </div>
      ),
    },
    {
      id: "target",
      header: "Target",
      meta: meta("whitespace-nowrap"),
      cell: ({ row: { original: r } }) =>
        r.targetType ? (
          <button
            type="button"
            className="font-mono text-xs underline-offset-4 hover:underline"
            onClick={() => set({ targetType: r.targetType!, targetId: r.targetId ?? "" })}
          >
            {r.targetType}
            {r.targetId ? ` #${r.targetId}` : ""}
          </button>
        ) : (
          "—"
        ),
    },
    {
      id: "outcome",
      header: "Outcome",
      cell: ({ row: { original: r } }) => (
        <div className="flex flex-col items-start gap-1">
          <Badge variant={OUTCOME_VARIANT[r.outcome]}>{OUTCOME_LABELS[r.outcome]}</Badge>
          {r.reason && <span className="font-mono text-xs text-muted-foreground">{r.reason}</span>}
          {r.count > 1 && (
            <span className="text-xs text-muted-foreground" title="Attempts from this address in one 15-minute window">
              × {formatNumber(r.count)} attempts
            </span>
          )}
        </div>
      ),
    },
    {
      id: "address",
      header: "Address",
      // A phone's card keeps who, what, on which row and how it ended; the address waits for a wider screen.
      meta: meta("font-mono text-xs whitespace-nowrap", undefined, { inCard: false }),
      cell: ({ row }) => row.original.ipAddress ?? "—",
    },
    {
      id: "changes",
      header: "Changes",
      meta: meta("max-w-xs truncate text-xs text-muted-foreground"),
      cell: ({ row }) => {
        const text = changesText(row.original.changes, memberNames);
        return <span title={text}>{text || "—"}</span>;
      },
    },
  ];

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <ListSearch label="Search the audit log" placeholder="Search actors, actions or targets" />
        <Button variant="outline" asChild>
          <a href={exportHref} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <ListFilterSelect
          label="Rows"
          value={filters.rows}
          options={AUDIT_ROW_KINDS}
          labels={ROW_KIND_LABELS}
          onChange={(rows) => set({ rows })}
        />
        <ListFilterSelect
          label="Actor"
          value={filters.actor || ANY}
          options={[ANY, ...actors.map((a) => a.value)]}
          labels={{ [ANY]: "Anyone", ...Object.fromEntries(actors.map((a) => [a.value, a.label])) }}
          onChange={(actor) => set({ actor: actor === ANY ? "" : actor })}
        />
        <ListFilterSelect
          label="Action"
          className="w-56"
          value={filters.action || ANY}
          options={[ANY, ...actions.map((a) => a.value)]}
          labels={{ [ANY]: "Any action", ...actionLabels }}
          onChange={(action) => set({ action: action === ANY ? "" : action })}
        />
        <ListFilterSelect
          label="Outcome"
          value={filters.outcome}
          options={AUDIT_OUTCOME_FILTERS}
          labels={OUTCOME_LABELS}
          onChange={(outcome) => set({ outcome })}
        />
        <div className="grid gap-1">
          <Label htmlFor="audit-from" className="text-xs text-muted-foreground">
            From
          </Label>
          <Input
            id="audit-from"
            type="date"
            className="w-40"
            value={day(filters.from)}
            onChange={(e) => set({ from: parseDay(e.target.value) })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-to" className="text-xs text-muted-foreground">
            To
          </Label>
          <Input
            id="audit-to"
            type="date"
            className="w-40"
            value={day(filters.to)}
            onChange={(e) => set({ to: parseDay(e.target.value) })}
          />
        </div>
        {filters.targetType && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set({ targetType: "", targetId: "" })}
            aria-label={`Stop showing only ${filters.targetType} ${filters.targetId}`}
          >
            {filters.targetType}
            {filters.targetId ? ` #${filters.targetId}` : ""}
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      <div className="overflow-x-auto rounded-xl border">
        <DataTable
          cardsBelowSm
          columns={columns}
          rows={page.rows}
          pending={isPending}
          getRowId={(r) => String(r.id)}
          caption="Audit log"
          empty={<EmptyState icon={ScrollText}>No audit rows match these filters.</EmptyState>}
          rowProps={(r) => ({ "data-action": r.action, className: "align-top" })}
        />
      </div>
      <ListPager page={page} total={total} noun="rows" />
    </>
  );
}
