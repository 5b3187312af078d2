"use client";
/**
 * The /leads inbox (issue 18): one server page of leads, newest activity first, searched (name, phone,
 * e-mail, code, idea text) and filtered (status, source, needs reply) in SQL with the state in the URL;
 * a row opens the lead's timeline. The table scrolls inside its card on a 390 px phone.
 */
import { useMemo } from "react";
import { IntentLink } from "@/components/admin/intent-link";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { Inbox } from "lucide-react";
import { columnMeta as meta, DataTable } from "@/components/admin/list/data-table";
import { ListPager } from "@/components/admin/list/list-pager";
import { ListSearch } from "@/components/admin/list/list-search";
import { useListFilter } from "@/components/admin/list/use-list-state";
import { formatDateTime } from "@/components/admin/format-date";
import { Badge } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ListTotal, Page } from "@/lib/db/keyset";
import type { LeadRow } from "@/lib/db/queries/leads";
import { leadTitle } from "@/lib/leads/display";
import { leadFilterParsers, LEAD_SOURCE_FILTERS, LEAD_STATUS_FILTERS, type LeadReplyFilter, type LeadSourceFilter, type LeadStatusFilter } from "@/lib/leads/list-filter";
import { LEAD_SOURCE_LABELS, type LeadSource } from "@/lib/leads/statuses";
import { formatPhoneNumber } from "@/lib/phone-number";
import { cn } from "@/lib/utils";
import { statusLabel } from "@/lib/validations/project-code";

function FilterSelect<T extends string>({ label, value, values, text, onChange, className }: {
  label: string;
  value: T;
  values: readonly T[];
  text: (value: T) => string;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)}>
      <SelectTrigger className={cn("w-full sm:w-44", className)} aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {values.map((v) => (
          <SelectItem key={v} value={v}>
            {text(v)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The search, the three filters, one page of leads and the pager. */
export function LeadsInbox({ page, total, filtered }: { page: Page<LeadRow>; total: ListTotal; filtered: boolean }) {
  const router = useRouter();
  const status = useListFilter("status", leadFilterParsers.status);
  const source = useListFilter("source", leadFilterParsers.source);
  const reply = useListFilter("reply", leadFilterParsers.reply);

  const columns = useMemo<ColumnDef<LeadRow, unknown>[]>(
    () => [
      {
        id: "lead",
        header: "Lead",
        meta: meta("min-w-48 whitespace-normal"),
        cell: ({ row: { original: lead } }) => (
          <div className="grid gap-0.5">
            <IntentLink href={`/leads/${lead.id}`} className="font-medium hover:underline" onClick={(event) => event.stopPropagation()}>
              {leadTitle(lead)}
            </IntentLink>
            {lead.name && lead.phone && <span className="text-xs text-muted-foreground">{formatPhoneNumber(lead.phone)}</span>}
            {lead.email && lead.email !== leadTitle(lead) && <span className="text-xs break-all text-muted-foreground">{lead.email}</span>}
          </div>
        ),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row: { original: lead } }) => (
          <div className="flex flex-col items-start gap-1">
            <Badge variant="outline">{statusLabel(lead.status)}</Badge>
            {lead.needsReply && <Badge data-needs-reply>Needs reply</Badge>}
          </div>
        ),
      },
      {
        id: "sources",
        header: "Came by",
        meta: meta("whitespace-normal"),
        cell: ({ row: { original: lead } }) => lead.sources.map((s) => LEAD_SOURCE_LABELS[s as LeadSource] ?? s).join(", ") || "—",
      },
      {
        id: "followUp",
        header: "Follow up",
        meta: meta("whitespace-nowrap"),
        cell: ({ row: { original: lead } }) => lead.nextFollowUpOn ?? "—",
      },
      {
        id: "activity",
        header: "Last activity",
        meta: meta("whitespace-nowrap"),
        cell: ({ row: { original: lead } }) => formatDateTime(lead.lastActivityAt),
      },
    ],
    [],
  );

  const empty = (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-16 text-center">
      <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="max-w-sm text-sm text-muted-foreground">
        {filtered ? "No leads match." : "No leads yet. A texted idea, a contact request or a redeemed code starts one."}
      </p>
    </div>
  );

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 lg:flex-row">
        <div className="flex-1">
          <ListSearch label="Search leads" placeholder="Search names, phones, e-mails, codes, ideas..." />
        </div>
        <div className="grid grid-cols-1 gap-3 sm:flex">
          <FilterSelect<LeadStatusFilter>
            label="Filter by status"
            value={status.value}
            values={LEAD_STATUS_FILTERS}
            text={(v) => (v === "all" ? "All statuses" : statusLabel(v))}
            onChange={status.setValue}
          />
          <FilterSelect<LeadSourceFilter>
            label="Filter by source"
            value={source.value}
            values={LEAD_SOURCE_FILTERS}
            text={(v) => (v === "all" ? "All sources" : LEAD_SOURCE_LABELS[v])}
            onChange={source.setValue}
          />
          <FilterSelect<LeadReplyFilter>
            label="Filter by reply"
            value={reply.value}
            values={["all", "needs-reply"] as const}
            text={(v) => (v === "all" ? "Answered or not" : "Needs reply")}
            onChange={reply.setValue}
          />
        </div>
      </div>
      <div className={cn(page.rows.length > 0 && "rounded-xl border")}>
        <DataTable
          columns={columns}
          rows={page.rows}
          getRowId={(lead) => String(lead.id)}
          empty={empty}
          caption="Leads"
          pending={status.isPending || source.isPending || reply.isPending}
          rowProps={(lead) => ({
            "data-lead-id": lead.id,
            className: cn("cursor-pointer align-top", lead.needsReply && "font-medium"),
            onClick: () => router.push(`/leads/${lead.id}`),
          })}
        />
      </div>
      {(page.rows.length > 0 || page.prevCursor) && <ListPager page={page} total={total} noun="leads" />}
    </>
  );
}
