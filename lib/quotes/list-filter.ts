/**
 * /quotes' filters as URL state (`?status=`, `?assigned=`, `?min=`, `?max=`, `?from=`, `?to=`), shared by the
 * page (server) and its controls (client, through nuqs), so a filtered list survives a reload. Values are
 * in a currency's major units as typed ("1500", "99.90"), compared with each quote's total in its own
 * minor units (lib/money/decimal.ts).
 */
import { createLoader, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { QUOTE_STATUSES } from "./statuses";

export const QUOTE_STATUS_FILTERS = ["all", ...QUOTE_STATUSES] as const;
export const QUOTE_ASSIGNED_FILTERS = ["all", "me", "unassigned"] as const;

export type QuoteStatusFilter = (typeof QUOTE_STATUS_FILTERS)[number];
export type QuoteAssignedFilter = (typeof QUOTE_ASSIGNED_FILTERS)[number];

/** nuqs parsers of the list's filters; an unknown status or assignee reads as `all`, a malformed value or date as none. */
export const quoteFilterParsers = {
  status: parseAsStringLiteral(QUOTE_STATUS_FILTERS).withDefault("all"),
  assigned: parseAsStringLiteral(QUOTE_ASSIGNED_FILTERS).withDefault("all"),
  min: parseAsString.withDefault(""),
  max: parseAsString.withDefault(""),
  from: parseAsString.withDefault(""),
  to: parseAsString.withDefault(""),
};

/** Reads the filters from a page's `searchParams`. */
export const loadQuoteFilters = createLoader(quoteFilterParsers);
