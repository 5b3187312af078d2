/**
 * The sort of Recent Messages (operator-console.md §2 "Messages"): by From, To, Message, Route ("Default"
 * when none), Status or Time. The default is Time descending; a different column sorts ascending first,
 * the same column toggles its direction. Pure, so the table and its tests agree.
 */
import type { SmsMessageRow } from "@/lib/db/queries/sms-routing";
import { messageStatusLabel } from "./display";

/** The sortable columns, in table order. */
export const MESSAGE_SORT_COLUMNS = ["from", "to", "message", "route", "status", "time"] as const;
export type MessageSortColumn = (typeof MESSAGE_SORT_COLUMNS)[number];

/** A column and its direction. */
export interface MessageSort {
  column: MessageSortColumn;
  direction: "asc" | "desc";
}

/** Newest first. */
export const DEFAULT_MESSAGE_SORT: MessageSort = { column: "time", direction: "desc" };

/** The Route cell's text: the route's name, or "Default" when no route took the message. */
export const routeNameOf = (message: Pick<SmsMessageRow, "routeName">): string => message.routeName ?? "Default";

/** The sort after a click on `column`: the same column toggles, another starts ascending. */
export function nextMessageSort(current: MessageSort, column: MessageSortColumn): MessageSort {
  if (current.column === column) return { column, direction: current.direction === "asc" ? "desc" : "asc" };
  return { column, direction: "asc" };
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
// Phone numbers are E.164 strings: plain code-unit order keeps them grouped by country code.
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const time = (m: SmsMessageRow) => new Date(m.createdAt).getTime();

const COMPARE: Record<MessageSortColumn, (a: SmsMessageRow, b: SmsMessageRow) => number> = {
  from: (a, b) => byCodeUnit(a.fromNumber, b.fromNumber),
  to: (a, b) => byCodeUnit(a.toNumber, b.toNumber),
  message: (a, b) => collator.compare(a.message, b.message),
  route: (a, b) => collator.compare(routeNameOf(a), routeNameOf(b)),
  status: (a, b) => collator.compare(messageStatusLabel(a.status), messageStatusLabel(b.status)),
  time: (a, b) => time(a) - time(b) || a.id - b.id,
};

/** A sorted copy of `messages`; ties keep the newest first whatever the direction. */
export function sortMessages(messages: readonly SmsMessageRow[], sort: MessageSort): SmsMessageRow[] {
  const compare = COMPARE[sort.column];
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...messages].sort((a, b) => sign * compare(a, b) || COMPARE.time(b, a));
}
