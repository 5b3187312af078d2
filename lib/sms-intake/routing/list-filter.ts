/**
 * SMS Smart Routing's URL state besides the shared list keys (docs/decisions/sms-and-conversations.md "SMS lists"): the open tab
 * (`?tab=`), and Recent Messages' status filter and sort (`?status=&sort=&order=`). Shared by the page
 * (server) and its tabs, filters and sort headers (client, through nuqs).
 */
import { createLoader, parseAsStringLiteral } from "nuqs/server";

/** The four tabs (docs/spec/operator-console.md §2 "/sms-routing"); the paged list belongs to the open one. */
export const SMS_ROUTING_TABS = ["routes", "messages", "numbers", "tree"] as const;
export type SmsRoutingTab = (typeof SMS_ROUTING_TABS)[number];

/** Recent Messages' status filter: every message, or one stored status (`unsent`: forward kept for want of a provider). */
export const MESSAGE_STATUS_FILTERS = ["all", "routed", "unsent", "pending", "blocked", "failed"] as const;
export type MessageStatusFilter = (typeof MESSAGE_STATUS_FILTERS)[number];

/** The columns Recent Messages sorts on the server (each on an index of `sms_messages`). */
export const MESSAGE_SORT_COLUMNS = ["time", "from", "to"] as const;
export type MessageSortColumn = (typeof MESSAGE_SORT_COLUMNS)[number];

/** The nuqs parsers of the keys above; unknown values read as the defaults (Routing Rules, all, newest first). */
export const smsRoutingParsers = {
  tab: parseAsStringLiteral(SMS_ROUTING_TABS).withDefault("routes"),
  status: parseAsStringLiteral(MESSAGE_STATUS_FILTERS).withDefault("all"),
  sort: parseAsStringLiteral(MESSAGE_SORT_COLUMNS).withDefault("time"),
  order: parseAsStringLiteral(["asc", "desc"] as const).withDefault("desc"),
};

/** Reads the keys above from a page's `searchParams`. */
export const loadSmsRoutingParams = createLoader(smsRoutingParsers);
