"use client";
/**
 * Recent Messages (docs/spec/operator-console.md §2 "Messages"): one server page of messages (docs/decisions/sms-and-conversations.md
 * "SMS lists"), searched by sender or text, filtered by status, sorted on the server by Time (newest
 * first to start with), From or To: a new column sorts ascending first, the same column toggles. Each
 * sort header is a button; its `th` carries `aria-sort` for the order the rows shown are in.
 */
import { useMemo, useTransition } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useQueryStates } from "nuqs";
import type { PagedList } from "@/lib/db/keyset";
import type { SmsMessageRow } from "@/lib/sms-intake/routing/message-queries";
import { RESET_POSITION } from "@/lib/pagination/list-params";
import { formatPhoneNumber } from "@/lib/format/phone";
import {
  MESSAGE_STATUS_FILTERS,
  smsRoutingParsers,
  type MessageSortColumn,
  type MessageStatusFilter,
} from "@/lib/sms-intake/routing/list-filter";
import { formatDateTime } from "@/lib/format/date";
import { columnMeta as meta, DataTable } from "@/components/console/list/data-table";
import { ListFilterSelect } from "@/components/console/list/list-filter-select";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { MessageStatusBadge } from "./message-status-badge";
import { nextMessageSort, routeNameOf, type MessageSort } from "./sort-messages";
import { EmptyState } from "@/components/console/empty-state";

const STATUS_LABELS: Record<MessageStatusFilter, string> = {
  all: "All statuses",
  routed: "Routed",
  unsent: "Not sent (no provider)",
  pending: "Pending",
  blocked: "Blocked",
  failed: "Failed",
};

function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: MessageSortColumn;
  label: string;
  sort: MessageSort;
  onSort: (column: MessageSortColumn) => void;
}) {
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(column)}
      className="-mx-2 inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      {label}
      <Icon className={active ? "size-3.5" : "size-3.5 opacity-40"} aria-hidden="true" />
    </button>
  );
}

/** The toolbar, the table of one page (or "No messages yet") and the pager. */
/** `sort` is the order of `page`'s rows as the server read them. */
export function RecentMessages({ page, total, sort }: PagedList<SmsMessageRow> & { sort: MessageSort }) {
  const [isPending, startTransition] = useTransition();
  const [state, setState] = useQueryStates(smsRoutingParsers, {
    shallow: false,
    startTransition,
    clearOnDefault: true,
  });
  const onSort = (column: MessageSortColumn) => {
    const next = nextMessageSort(sort, column);
    void setState({ sort: next.column, order: next.direction, ...RESET_POSITION } as Parameters<typeof setState>[0]);
  };
  const ariaSort = (column: MessageSortColumn) =>
    sort.column === column ? (sort.direction === "asc" ? "ascending" : "descending") : ("none" as const);

  const columns = useMemo<ColumnDef<SmsMessageRow, unknown>[]>(() => {
    return [
      {
        id: "from",
        header: () => <SortHeader column="from" label="From" sort={sort} onSort={onSort} />,
        meta: meta("font-mono whitespace-nowrap", { "aria-sort": ariaSort("from") }),
        cell: ({ row }) => formatPhoneNumber(row.original.fromNumber),
      },
      {
        id: "to",
        header: () => <SortHeader column="to" label="To" sort={sort} onSort={onSort} />,
        meta: meta("font-mono whitespace-nowrap", { "aria-sort": ariaSort("to") }),
        cell: ({ row }) => formatPhoneNumber(row.original.toNumber),
      },
      {
        id: "message",
        header: "Message",
        meta: meta("max-w-xs truncate"),
        cell: ({ row }) => <span title={row.original.message}>{row.original.message}</span>,
      },
      {
        id: "route",
        header: "Route",
        cell: ({ row }) => (
          <span className={row.original.routeName ? undefined : "text-muted-foreground"}>
            {routeNameOf(row.original)}
          </span>
        ),
      },
      { id: "status", header: "Status", cell: ({ row }) => <MessageStatusBadge status={row.original.status} /> },
      {
        id: "time",
        header: () => <SortHeader column="time" label="Time" sort={sort} onSort={onSort} />,
        meta: meta("whitespace-nowrap tabular-nums", { "aria-sort": ariaSort("time") }),
        cell: ({ row }) => formatDateTime(row.original.createdAt),
      },
    ];
    // onSort closes over `sort` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sort]);

  return (
    <section aria-labelledby="recent-messages-heading" className="grid gap-4">
      <div>
        <h2 id="recent-messages-heading" className="text-lg font-semibold">
          Recent Messages
        </h2>
        <p className="text-sm text-muted-foreground">Texts to your numbers, with the route that took each one.</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ListSearch label="Search messages" placeholder="Search senders or text..." />
        <ListFilterSelect
          label="Status"
          value={state.status}
          options={MESSAGE_STATUS_FILTERS}
          labels={STATUS_LABELS}
          onChange={(status) => void setState({ status, ...RESET_POSITION } as Parameters<typeof setState>[0])}
        />
      </div>
      <div className="overflow-x-auto rounded-xl border">
        <DataTable
          columns={columns}
          rows={page.rows}
          getRowId={(message) => String(message.id)}
          caption="Recent Messages"
          pending={isPending}
          rowProps={(message) =>
            ({
              "data-message-id": message.id,
              "data-from": message.fromNumber,
              className: "align-top",
            }) as React.ComponentProps<"tr">
          }
          empty={
            <EmptyState title={state.status === "all" && !total.count ? "No messages yet" : "No messages match"}>
              Texts to your numbers appear here with the route that took them.
            </EmptyState>
          }
        />
      </div>
      <ListPager page={page} total={total} noun="messages" />
    </section>
  );
}
