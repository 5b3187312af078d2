/**
 * Error Monitoring's Unresolved / All Errors toggle as URL state (`?status=`), shared by the page and
 * the JSON endpoints (server) and the toggle (client, through nuqs) (docs/decisions/data-and-jobs.md "Server-paged lists").
 */
import { createLoader, parseAsStringLiteral } from "nuqs/server";

/** The toggle's values; `unresolved` is the default (docs/spec/operator-console.md §2) and is left out of the URL. */
export const ERROR_STATUS_FILTERS = ["unresolved", "all"] as const;

/** One of `ERROR_STATUS_FILTERS`. */
export type ErrorStatusFilter = (typeof ERROR_STATUS_FILTERS)[number];

/** The nuqs parser of `?status=` (an unknown value reads as `unresolved`). */
export const errorStatusParser = parseAsStringLiteral(ERROR_STATUS_FILTERS).withDefault("unresolved");

/** Reads `?status=` from a page's `searchParams` or a request's URL. */
export const loadErrorStatus = createLoader({ status: errorStatusParser });
