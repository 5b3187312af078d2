"use client";
/**
 * SMS Authorization Management (docs/spec/site-and-admin.md §2 "Admin screens" 4): stat cards Total, Active and
 * Inactive Numbers (an aggregate query); Add Authorized Number; the table (Phone Number, Owner Name,
 * Description, Status with a switch and a badge, Added, Actions) over one server page with search and
 * Previous / Next (docs/decisions/data-and-jobs.md "Server-paged lists"); the add/edit dialog and the delete confirmation (§9).
 */
import { MayFieldset } from "@/components/console/may-fieldset";
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Pencil, Phone, PhoneOff, Plus, Smartphone, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { deleteAuthorizedPhoneAction, setAuthorizedPhoneActiveAction } from "@/lib/phones/actions";
import type { ListTotal, Page } from "@/lib/db/keyset";
import type { AuthorizedPhoneStats } from "@/lib/phones/queries";
import type { AuthorizedPhone } from "@/lib/db/schema";
import { formatPhoneNumber } from "@/lib/format/phone";
import { cn } from "@/lib/utils";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { formatDate } from "@/lib/format/date";
import { columnMeta as meta, DataTable } from "@/components/console/list/data-table";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { RowActionButton, RowActions } from "@/components/console/list/row-actions";
import { StatCard } from "@/components/console/stat-card";
import { useAdminAction } from "@/components/console/use-admin-action";
import { AuthorizedPhoneDialog } from "./authorized-phone-dialog";
import { EmptyState } from "@/components/console/empty-state";

/** The row's Status switch: saved as soon as it is flipped (§8 "Update Failed"). */
function ActiveSwitch({ phone }: { phone: AuthorizedPhone }) {
  const number = formatPhoneNumber(phone.phoneNumber);
  const setActive = useAdminAction(setAuthorizedPhoneActiveAction, {
    errorMessage: { title: "Update Failed", fallback: "Failed to update phone number" },
    successMessage: ({ isActive }) => ({
      title: isActive ? "Phone number activated" : "Phone number deactivated",
      description: number,
    }),
  });
  return (
    <MayFieldset permission="phones.activate">
      <Switch
        checked={phone.isActive}
        aria-label={`${number} active`}
        disabled={setActive.pending}
        onCheckedChange={(isActive) => void setActive.run({ id: phone.id, isActive })}
      />
    </MayFieldset>
  );
}

/** Which dialog is open: adding (phone null), editing, or none; a new `key` per opening resets the form. */
type Editor = { phone: AuthorizedPhone | null; key: number } | null;

/** The screen below its header. */
export function PhoneManagement({
  page,
  total,
  stats,
  searching,
}: {
  page: Page<AuthorizedPhone>;
  total: ListTotal;
  stats: AuthorizedPhoneStats;
  searching: boolean;
}) {
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<AuthorizedPhone | null>(null);
  const remove = useAdminAction(deleteAuthorizedPhoneAction, {
    errorMessage: { title: "Delete Failed", fallback: "Failed to delete phone number" },
    successMessage: {
      title: "Phone number removed",
      description: deleting ? formatPhoneNumber(deleting.phoneNumber) : undefined,
    },
  });

  const columns: ColumnDef<AuthorizedPhone, unknown>[] = [
    {
      id: "number",
      header: "Phone Number",
      meta: meta("font-mono whitespace-nowrap"),
      cell: ({ row }) => formatPhoneNumber(row.original.phoneNumber),
    },
    { id: "owner", header: "Owner Name", cell: ({ row }) => row.original.ownerName },
    {
      id: "description",
      header: "Description",
      meta: meta("max-w-xs whitespace-normal text-muted-foreground"),
      cell: ({ row }) => row.original.description || "—",
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row: { original: phone } }) => (
        <div className="flex items-center gap-2">
          <ActiveSwitch phone={phone} />
          <Badge variant={phone.isActive ? "default" : "secondary"}>{phone.isActive ? "Active" : "Inactive"}</Badge>
        </div>
      ),
    },
    {
      id: "added",
      header: "Added",
      meta: meta("whitespace-nowrap"),
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: "actions",
      header: "Actions",
      meta: meta("text-right"),
      cell: ({ row: { original: phone } }) => {
        const number = formatPhoneNumber(phone.phoneNumber);
        return (
          <RowActions>
            <IfMay permission="phones.update">
              <RowActionButton
                label={`Edit ${number}`}
                icon={Pencil}
                onClick={() => setEditor({ phone, key: Date.now() })}
              />
            </IfMay>
            <IfMay permission="phones.delete">
              <RowActionButton
                label={`Delete ${number}`}
                icon={Trash2}
                destructive
                onClick={() => setDeleting(phone)}
              />
            </IfMay>
          </RowActions>
        );
      },
    },
  ];

  return (
    <>
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Numbers" value={stats.total} icon={Smartphone} />
        <StatCard label="Active Numbers" value={stats.active} icon={Phone} />
        <StatCard label="Inactive Numbers" value={stats.inactive} icon={PhoneOff} />
      </div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListSearch label="Search phone numbers" placeholder="Search numbers, owners or descriptions" />
        <IfMay permission="phones.create">
          <Button onClick={() => setEditor({ phone: null, key: Date.now() })}>
            <Plus aria-hidden="true" />
            Add Authorized Number
          </Button>
        </IfMay>
      </div>
      <div className={cn(page.rows.length > 0 && "rounded-xl border")}>
        <DataTable
          columns={columns}
          rows={page.rows}
          getRowId={(phone) => String(phone.id)}
          caption="Authorized phone numbers"
          empty={
            <EmptyState bordered>
              {searching
                ? "No phone numbers match the search."
                : "No authorized phone numbers yet. Add one to get started."}
            </EmptyState>
          }
          rowProps={(phone) => ({ "data-phone": phone.phoneNumber, className: "align-top" })}
        />
      </div>
      {(page.rows.length > 0 || page.prevCursor) && <ListPager page={page} total={total} noun="numbers" />}
      {editor && <AuthorizedPhoneDialog key={editor.key} phone={editor.phone} onClose={() => setEditor(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Remove ${deleting ? formatPhoneNumber(deleting.phoneNumber) : "phone number"}`}
        description="Are you sure you want to remove this phone number from the authorized list?"
        confirmLabel="Remove"
        destructive
        onConfirm={() => deleting && remove.run({ id: deleting.id })}
      />
    </>
  );
}
