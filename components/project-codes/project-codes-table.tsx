"use client";
/**
 * Admin Project Codes, the table screen (docs/spec/site-and-admin.md §2 "Admin screens" 2): columns Code, Project
 * Description, Contact, Status, Created, Actions over one server page (docs/decisions/data-and-jobs.md "Server-paged
 * lists"); redeemed rows dimmed with a Redeemed marker; a row opens Edit Project Code; per-row copy and
 * delete; search by `?q=` and Previous / Next below.
 */
import { useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Copy, KeyRound, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ListTotal, Page } from "@/lib/db/keyset";
import type { ProjectCode } from "@/lib/db/schema";
import { ideaSummary } from "@/lib/project-codes/summary";
import { formatPhoneNumber } from "@/lib/format/phone";
import { statusLabel } from "@/lib/leads/labels";
import { cn } from "@/lib/utils";
import { formatDate } from "@/lib/format/date";
import { columnMeta as meta, DataTable } from "@/components/console/list/data-table";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { RowActionButton, RowActions } from "@/components/console/list/row-actions";
import { EmptyState } from "@/components/console/empty-state";
import { useCopy } from "@/components/console/use-copy";
import { IfMay } from "@/components/console/if-may";
import { useMay } from "@/components/console/role-context";
import { DeleteProjectCodeDialog } from "./delete-project-code-dialog";
import { EditProjectCodeDialog } from "./edit-project-code-dialog";

/** The search box's wording, shared with Project Code Management (docs/spec/site-and-admin.md §2 screen 3). */
export const CODE_SEARCH_PLACEHOLDER = "Search codes, ideas, or client names...";

/**
 * Contact details an admin entered, else those the visitor gave when redeeming. An e-mail keeps to one
 * line up to 16rem (the table scrolls instead) and wraps only past that; a phone number never wraps.
 */
function ContactCell({ code }: { code: ProjectCode }) {
  const name = code.contactName ?? code.usedByName;
  const email = code.contactEmail ?? code.usedByEmail;
  const phone = code.contactPhone ?? code.usedByPhone;
  if (!name && !email && !phone) return <span className="text-muted-foreground">—</span>;
  return (
    // Block children, not a grid: a grid track would grow to a long address instead of the 16rem.
    <div className="max-w-64 space-y-0.5 text-sm">
      {name && <span className="block font-medium">{name}</span>}
      {/* As wide as the address up to 16rem, so the column never narrows it to a break at its hyphen or dot. */}
      {email && <span className="block w-max max-w-full break-words text-muted-foreground">{email}</span>}
      {phone && <span className="block whitespace-nowrap text-muted-foreground">{formatPhoneNumber(phone)}</span>}
    </div>
  );
}

/** The search, the table of one page (or the empty state) with its dialogs, and the pager. */
export function ProjectCodesTable({
  page,
  total,
  searching,
}: {
  page: Page<ProjectCode>;
  total: ListTotal;
  searching: boolean;
}) {
  const copy = useCopy();
  const [editing, setEditing] = useState<ProjectCode | null>(null);
  const [deleting, setDeleting] = useState<ProjectCode | null>(null);
  const mayEdit = useMay("codes.update");

  const columns = useMemo<ColumnDef<ProjectCode, unknown>[]>(
    () => [
      {
        id: "code",
        header: "Code",
        cell: ({ row: { original: code } }) => (
          <div className="flex flex-col items-start gap-1">
            <IfMay
              permission="codes.update"
              fallback={<span className="font-mono font-semibold tracking-wider">{code.code}</span>}
            >
              <button
                type="button"
                className="rounded-sm font-mono font-semibold tracking-wider hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                aria-label={`Edit project code ${code.code}`}
                onClick={(event) => {
                  event.stopPropagation();
                  setEditing(code);
                }}
              >
                {code.code}
              </button>
            </IfMay>
            {code.isUsed && <Badge variant="secondary">Redeemed</Badge>}
          </div>
        ),
      },
      {
        id: "description",
        header: "Project Description",
        meta: meta("max-w-md min-w-56 whitespace-normal"),
        cell: ({ row: { original: code } }) => <p className="line-clamp-2">{ideaSummary(code.draft)}</p>,
      },
      {
        id: "contact",
        header: "Contact",
        meta: meta("whitespace-normal"),
        cell: ({ row: { original: code } }) => <ContactCell code={code} />,
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row: { original: code } }) => <Badge variant="outline">{statusLabel(code.status || "new")}</Badge>,
      },
      {
        id: "created",
        header: "Created",
        meta: meta("whitespace-nowrap"),
        cell: ({ row: { original: code } }) => formatDate(code.createdAt),
      },
      {
        id: "actions",
        header: "Actions",
        meta: meta("text-right"),
        cell: ({ row: { original: code } }) => (
          // The buttons act on their own; a click here must not also open the row's dialog (RowActions).
          <RowActions>
            <RowActionButton label={`Copy code ${code.code}`} icon={Copy} onClick={() => copy(code.code, "Code")} />
            <IfMay permission="codes.delete">
              <RowActionButton
                label={`Delete code ${code.code}`}
                icon={Trash2}
                destructive
                onClick={() => setDeleting(code)}
              />
            </IfMay>
          </RowActions>
        ),
      },
    ],
    [copy],
  );

  const empty = searching ? (
    <EmptyState bordered>No project codes found.</EmptyState>
  ) : (
    <EmptyState bordered icon={KeyRound}>
      No project codes generated yet. Create your first code to get started!
    </EmptyState>
  );

  return (
    <>
      <div className="mb-4">
        <ListSearch label="Search project codes" placeholder={CODE_SEARCH_PLACEHOLDER} />
      </div>
      <div className={cn(page.rows.length > 0 && "rounded-xl border")}>
        <DataTable
          columns={columns}
          rows={page.rows}
          getRowId={(code) => String(code.id)}
          empty={empty}
          caption="Project codes"
          rowProps={(code) => ({
            "data-code": code.code,
            "data-redeemed": code.isUsed || undefined,
            // Dimmed by colour, not opacity, so the text keeps its contrast (WCAG 1.4.3).
            className: cn(mayEdit && "cursor-pointer", "align-top", code.isUsed && "bg-muted/60 text-muted-foreground"),
            onClick: mayEdit ? () => setEditing(code) : undefined,
          })}
        />
      </div>
      {(page.rows.length > 0 || page.prevCursor) && <ListPager page={page} total={total} noun="codes" />}
      {editing && <EditProjectCodeDialog key={editing.id} code={editing} onClose={() => setEditing(null)} />}
      <DeleteProjectCodeDialog code={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
