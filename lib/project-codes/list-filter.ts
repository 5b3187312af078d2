/**
 * Project Code Management's All Codes / Unused / Redeemed filter as URL state (`?status=`), shared by
 * the page (server) and the filter control (client, through nuqs) so a filtered list survives a reload
 * (docs/decisions/data-and-jobs.md "Server-paged lists").
 */
import { createLoader, parseAsStringLiteral } from "nuqs/server";

/** The filter's values; `all` is the default and is left out of the URL. */
export const CODE_STATUS_FILTERS = ["all", "unused", "redeemed"] as const;

/** One of `CODE_STATUS_FILTERS`. */
export type CodeStatusFilter = (typeof CODE_STATUS_FILTERS)[number];

/** The nuqs parser of `?status=` (an unknown value reads as `all`). */
export const codeStatusParser = parseAsStringLiteral(CODE_STATUS_FILTERS).withDefault("all");

/** Reads `?status=` from a page's `searchParams`. */
export const loadCodeStatus = createLoader({ status: codeStatusParser });
