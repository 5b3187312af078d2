"use client";
/**
 * The /leads inbox (docs/sms.md "Leads"): one server page of leads, newest activity first, searched (name, phone,
 * e-mail, code, idea text) and filtered (status, source, needs reply, assignee) in SQL with the state in the URL;
 * a row opens the lead's timeline. The table scrolls inside its card on a 390 px phone.
 */
import { useMemo } from "react";
import { IntentLink } from "@/components/console/intent-link";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { Inbox } from "lucide-react";
import { columnMeta as meta, DataTable } from "@/components/console/list/data-table";
import { ListFilterSelect } from "@/components/console/list/list-filter-select";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { useListFilter } from "@/components/console/list/use-list-state";
import { formatDate, formatDateTime } from "@/lib/format/date";
import { Badge } from "@/components/ui/badge";
import type { PagedList } from "@/lib/db/keyset";
import type { LeadRow } from "@/lib/leads/queries";
import {
  LEAD_ASSIGNED_FILTER_LABELS,
  LEAD_REPLY_FILTER_LABELS,
  LEAD_SOURCE_FILTER_LABELS,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_FILTER_LABELS,
  leadTitle,
  statusLabel,
} from "@/lib/leads/labels";
import {
  leadFilterParsers,
  LEAD_ASSIGNED_FILTERS,
  LEAD_REPLY_FILTERS,
  LEAD_SOURCE_FILTERS,
  LEAD_STATUS_FILTERS,
} from "@/lib/leads/list-filter";
import type { LeadSource } from "@/lib/leads/statuses";
import { formatPhoneNumber } from "@/lib/format/phone";
import { cn } from "@/lib/utils";
import { EmptyState } from "@/components/console/empty-state";

/** The search, the four filters, one page of leads and the pager. */
export function LeadsInbox({ page, total, filtered }: PagedList<LeadRow> & { filtered: boolean }) {
  const router = useRouter();
  const status = useListFilter("status", leadFilterParsers.status);
  const source = useListFilter("source", leadFilterParsers.source);
  const reply = useListFilter("reply", leadFilterParsers.reply);
  const assigned = useListFilter("assigned", leadFilterParsers.assigned);

  const columns = useMemo<ColumnDef<LeadRow, unknown>[]>(
    () => [
      {
        id: "lead",
        header: "Lead",
        meta: meta("min-w-48 whitespace-normal"),
        cell: ({ row: { original: lead } }) => (
          <div className="grid gap-0.5">
            <IntentLink
              href={`/leads/${lead.id}`}
              className="font-medium hover:underline"
              onClick={(event) => event.stopPropagation()}
            >
              {leadTitle(lead)}
            </IntentLink>
            {lead.name && lead.phone && (
              <span className="text-xs text-muted-foreground">{formatPhoneNumber(lead.phone)}</span>
            )}
            {lead.email && lead.email !== leadTitle(lead) && (
              <span className="text-xs break-all text-muted-foreground">{lead.email}</span>
            )}
          </div>
        ),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row: { original: lead } }) => (
          <div className="flex flex-col items-start gap-1">
            <Badge variant="outline">{statusLabel(lead.status)}</Badge>
            {lead.optedOut ? (
              <Badge
                variant="destructive"
                data-opted-out
                title="This number asked to stop texts: no SMS until it texts START"
              >
                Opted out
              </Badge>
            ) : (
              lead.needsReply && <Badge data-needs-reply>Needs reply</Badge>
            )}
          </div>
        ),
      },
      {
        id: "sources",
        header: "Came by",
        meta: meta("whitespace-normal"),
        cell: ({ row: { original: lead } }) =>
          lead.sources.map((s) => LEAD_SOURCE_LABELS[s as LeadSource] ?? s).join(", ") || "—",
      },
      {
        id: "followUp",
        header: "Follow up",
        meta: meta("whitespace-nowrap"),
        cell: ({ row: { original: lead } }) => (lead.nextFollowUpOn ? formatDate(lead.nextFollowUpOn) : "—"),
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
    <EmptyState bordered icon={Inbox}>
      {filtered ? "No leads match." : "No leads yet. A texted idea, a contact request or a redeemed code starts one."}
    </EmptyState>
  );

  return (
    <>
      {/* Four filters leave the search too narrow for its placeholder beside them below 1536 px: a row of its own. */}
      <div className="mb-4 flex flex-col gap-3 2xl:flex-row">
        <div className="min-w-0 flex-1">
          <ListSearch
            label="Search leads"
            placeholder="Search names, phones, e-mails, codes, ideas..."
            className="sm:max-w-xl 2xl:max-w-none"
          />
        </div>
        <div className="grid grid-cols-1 gap-3 sm:flex">
          <ListFilterSelect
            label="Filter by status"
            value={status.value}
            options={LEAD_STATUS_FILTERS}
            labels={LEAD_STATUS_FILTER_LABELS}
            onChange={status.setValue}
            className="w-full sm:w-44"
          />
          <ListFilterSelect
            label="Filter by source"
            value={source.value}
            options={LEAD_SOURCE_FILTERS}
            labels={LEAD_SOURCE_FILTER_LABELS}
            onChange={source.setValue}
            className="w-full sm:w-44"
          />
          <ListFilterSelect
            label="Filter by reply"
            value={reply.value}
            options={LEAD_REPLY_FILTERS}
            labels={LEAD_REPLY_FILTER_LABELS}
            onChange={reply.setValue}
            className="w-full sm:w-44"
          />
          <ListFilterSelect
            label="Filter by assignee"
            value={assigned.value}
            options={LEAD_ASSIGNED_FILTERS}
            labels={LEAD_ASSIGNED_FILTER_LABELS}
            onChange={assigned.setValue}
            className="w-full sm:w-44"
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
          pending={status.isPending || source.isPending || reply.isPending || assigned.isPending}
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
