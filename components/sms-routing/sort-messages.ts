/**
 * The sort of Recent Messages (docs/spec/operator-console.md §2 "Messages"): the default is Time descending; a
 * different column sorts ascending first, the same column toggles its direction. The server sorts the
 * rows (lib/sms-intake/routing/queries.ts); this is the pure rule the headers follow.
 */
import type { SmsMessageRow } from "@/lib/sms-intake/routing/message-queries";
import type { MessageSortColumn } from "@/lib/sms-intake/routing/list-filter";

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
