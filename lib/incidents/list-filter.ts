/**
 * The /incidents screen's own URL key (docs/decisions/data-and-jobs.md "Server-paged lists"): `?incident=` shows that
 * incident alone, where a `site_down` alert's link lands.
 */
import { createLoader, parseAsInteger } from "nuqs/server";

/** Reads the screen's own keys from a page's `searchParams`. */
export const loadIncidentFilters = createLoader({ incident: parseAsInteger });
