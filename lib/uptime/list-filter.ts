/**
 * The uptime screens' URL state (docs/decisions/data-and-jobs.md "Server-paged lists"): on /site-control-v2's Uptime
 * tab the chosen monitor (`?monitor=`), the chart's range (`?range=`) and the monitor list's keys under
 * the `m` prefix (`mq`, `mcursor`, `mdir`, `msize`); on /dashboard the fleet chart's range (`?uptime=`).
 * Read by the pages; malformed values read as the defaults. Importable by server and client.
 */
import { createLoader, createParser, parseAsStringLiteral } from "nuqs/server";
import type { PageRequest } from "@/lib/db/keyset";
import { MAX_ROW_ID } from "@/lib/input/row-id";
import { readListParams } from "@/lib/pagination/list-params";

/** The ranges of the uptime figures and charts; `24h` is the default and is left out of the URL. */
export const UPTIME_RANGES = ["24h", "7d", "30d"] as const;
export type UptimeRange = (typeof UPTIME_RANGES)[number];

/** The URL prefix of the monitor list's keys (`listUrlKeys`), apart from the hub's other lists. */
export const MONITOR_LIST_PREFIX = "m";

const rangeParser = parseAsStringLiteral(UPTIME_RANGES).withDefault("24h");

/** A site id: a positive int4 in decimal; anything else names no monitor. */
const monitorParser = createParser({
  parse: (value: string) => {
    const id = Number(value);
    return Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID ? id : null;
  },
  serialize: String,
});

const loadTab = createLoader({ monitor: monitorParser, range: rangeParser });
const loadDashboard = createLoader({ uptime: rangeParser });

/** The Uptime tab's URL state: `monitor` undefined means the list's first site. */
export interface UptimeTabParams {
  monitor?: number;
  range: UptimeRange;
  list: PageRequest & { q: string };
}

/** Reads the Uptime tab's state from a page's `searchParams`. */
export function loadUptimeTabParams(search: Record<string, string | string[] | undefined>): UptimeTabParams {
  const { monitor, range } = loadTab(search);
  return { monitor: monitor ?? undefined, range, list: readListParams(search, MONITOR_LIST_PREFIX) };
}

/** Reads the dashboard's fleet chart range (`?uptime=`) from a page's `searchParams`. */
export function loadDashboardUptimeRange(search: Record<string, string | string[] | undefined>): UptimeRange {
  return loadDashboard(search).uptime;
}
