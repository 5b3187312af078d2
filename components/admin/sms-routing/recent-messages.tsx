"use client";
/**
 * Recent Messages (operator-console.md §2 "Messages"): the newest messages, sortable by From, To,
 * Message, Route ("Default" when none), Status and Time. Newest first to start with; a new column sorts
 * ascending first, the same column toggles. Each sort header is a button; its `th` carries `aria-sort`.
 */
import { useState } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SmsMessageRow } from "@/lib/db/queries/sms-routing";
import { formatPhoneNumber } from "@/lib/sms/phone-number";
import { formatDateTime } from "../format-date";
import { MessageStatusBadge } from "./message-status-badge";
import {
  DEFAULT_MESSAGE_SORT,
  nextMessageSort,
  routeNameOf,
  sortMessages,
  type MessageSort,
  type MessageSortColumn,
} from "./sort-messages";

const HEADERS: { column: MessageSortColumn; label: string }[] = [
  { column: "from", label: "From" },
  { column: "to", label: "To" },
  { column: "message", label: "Message" },
  { column: "route", label: "Route" },
  { column: "status", label: "Status" },
  { column: "time", label: "Time" },
];

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
    <TableHead aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-2 inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {label}
        <Icon className={active ? "size-3.5" : "size-3.5 opacity-40"} aria-hidden="true" />
      </button>
    </TableHead>
  );
}

/** The table of `messages` (already the newest ones), or "No messages yet". */
export function RecentMessages({ messages, limit }: { messages: SmsMessageRow[]; limit: number }) {
  const [sort, setSort] = useState<MessageSort>(DEFAULT_MESSAGE_SORT);
  const rows = sortMessages(messages, sort);
  return (
    <section aria-labelledby="recent-messages-heading" className="grid gap-4">
      <div>
        <h2 id="recent-messages-heading" className="text-lg font-semibold">
          Recent Messages
        </h2>
        <p className="text-sm text-muted-foreground">
          {messages.length >= limit ? `The newest ${limit} messages.` : "Texts to your numbers, with the route that took each one."}
        </p>
      </div>
      {messages.length === 0 ? (
        <div className="rounded-xl border border-dashed py-12 text-center">
          <p className="font-medium">No messages yet</p>
          <p className="text-sm text-muted-foreground">Texts to your numbers appear here with the route that took them.</p>
        </div>
      ) : (
        <div className="rounded-xl border">
          <Table aria-label="Recent Messages">
            <TableHeader>
              <TableRow>
                {HEADERS.map((header) => (
                  <SortHeader
                    key={header.column}
                    {...header}
                    sort={sort}
                    onSort={(column) => setSort((current) => nextMessageSort(current, column))}
                  />
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((message) => (
                <TableRow key={message.id} data-message-id={message.id} data-from={message.fromNumber} className="align-top">
                  <TableCell className="font-mono whitespace-nowrap">{formatPhoneNumber(message.fromNumber)}</TableCell>
                  <TableCell className="font-mono whitespace-nowrap">{formatPhoneNumber(message.toNumber)}</TableCell>
                  <TableCell className="max-w-xs truncate" title={message.message}>
                    {message.message}
                  </TableCell>
                  <TableCell className={message.routeName ? undefined : "text-muted-foreground"}>{routeNameOf(message)}</TableCell>
                  <TableCell>
                    <MessageStatusBadge status={message.status} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">{formatDateTime(message.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
