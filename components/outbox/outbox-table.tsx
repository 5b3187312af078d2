"use client";
/**
 * The outbox under the Email Delivery Test: the messages the app sent or, without a provider, would have
 * sent (docs/decisions/data-and-jobs.md "Platform data model"), one server page at a time (docs/decisions/data-and-jobs.md "Server-paged lists"),
 * searched by recipient or subject and filtered by status, each body readable in place.
 */
import { useMemo } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import type { OutboxListPage, OutboxListRow } from "@/lib/outbox/queries";
import { MAX_ATTEMPTS } from "@/lib/outbox/backoff";
import { formatDateTime } from "@/lib/format/date";
import { OUTBOX_STATUS_FILTER_LABELS, outboxStatusLabel, outboxStatusVariant } from "@/lib/outbox/labels";
import { OUTBOX_STATUS_FILTERS, outboxStatusParser } from "@/lib/outbox/list-filter";
import { columnMeta as meta, DataTable } from "@/components/console/list/data-table";
import { ListFilterSelect } from "@/components/console/list/list-filter-select";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { useListFilter } from "@/components/console/list/use-list-state";
import { EmptyState } from "@/components/console/empty-state";
import { OutboxMessageDialog } from "./outbox-message-dialog";

/**
 * One row per message: time (UTC), channel, recipient, subject, status (a failed one with its next
 * try, "No tries left", or "Refused for good" when the provider's refusal ended it before its last try:
 * lib/outbox/permanent-refusal.ts), attempts, last error and "Read message", which opens the body and
 * the names of attached files in a dialog.
 */
const COLUMNS: ColumnDef<OutboxListRow, unknown>[] = [
  {
    id: "time",
    header: "Time",
    meta: meta("whitespace-nowrap"),
    cell: ({ row: { original: m } }) => (
      <time dateTime={new Date(m.createdAt).toISOString()}>{formatDateTime(m.createdAt)}</time>
    ),
  },
  { id: "channel", header: "Channel", cell: ({ row: { original: m } }) => m.channel },
  { id: "recipient", header: "Recipient", meta: meta("break-all"), cell: ({ row: { original: m } }) => m.recipient },
  { id: "subject", header: "Subject", cell: ({ row: { original: m } }) => m.subject ?? "—" },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: m } }) => (
      <>
        <Badge variant={outboxStatusVariant(m.status)} data-outbox-status={m.status}>
          {outboxStatusLabel(m.status)}
        </Badge>
        {m.status === "failed" && (
          // Retries: lib/outbox/backoff.ts (docs/decisions/data-and-jobs.md "Outbox retries").
          <p className="mt-1 text-xs whitespace-nowrap text-muted-foreground">
            {m.nextAttemptAt
              ? `Next try ${formatDateTime(m.nextAttemptAt)}`
              : m.attempts < MAX_ATTEMPTS
                ? "Refused for good, not retried"
                : "No tries left"}
          </p>
        )}
      </>
    ),
  },
  {
    id: "attempts",
    header: "Attempts",
    // On a phone's card the status already says what the tries came to.
    meta: meta("text-right", undefined, { inCard: false }),
    cell: ({ row: { original: m } }) => m.attempts,
  },
  {
    id: "lastError",
    header: "Last error",
    meta: meta("max-w-48 whitespace-normal text-destructive"),
    cell: ({ row: { original: m } }) => m.lastError ?? "",
  },
  {
    id: "message",
    header: "Message",
    meta: meta("whitespace-nowrap"),
    cell: ({ row: { original: m } }) => <OutboxMessageDialog message={m} />,
  },
];

/** The search and status filter, one page of messages (newest first) and the pager. */
export function OutboxTable({ list }: { list: OutboxListPage }) {
  const status = useListFilter("status", outboxStatusParser);
  const rows = useMemo(() => list.page.rows, [list.page.rows]);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <ListSearch label="Search the outbox" placeholder="Search recipients or subjects..." />
        <ListFilterSelect
          label="Status"
          value={status.value}
          options={OUTBOX_STATUS_FILTERS}
          labels={OUTBOX_STATUS_FILTER_LABELS}
          onChange={status.setValue}
        />
      </div>
      <div className="overflow-x-auto">
        <DataTable
          cardsBelowSm
          columns={COLUMNS}
          rows={rows}
          getRowId={(m) => String(m.id)}
          caption="Outbox messages, newest first. Times are UTC."
          pending={status.isPending}
          rowProps={() => ({ className: "align-top" })}
          empty={<EmptyState>No messages match.</EmptyState>}
        />
      </div>
      <ListPager page={list.page} total={list.total} noun="messages" />
    </div>
  );
}
