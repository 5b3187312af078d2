/**
 * The URL state of the hub screens' lists (docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync"). The screens poll JSON
 * endpoints, so each list lives twice: in the page's URL under its own prefix (`listUrlKeys`), and in
 * the endpoint's query string under the plain keys (`q`, `cursor`, `dir`, `size` and the filters
 * below), which the endpoint reads with `readHubListParams`. Importable by server and client.
 */
import { createLoader, parseAsInteger, parseAsStringLiteral } from "nuqs/server";
import { readListParams } from "@/lib/pagination/list-params";
import type { PageRequest } from "@/lib/db/keyset";
import { LISTED_KIND_NAMES, LISTED_KINDS, type CollectedItemType } from "./collected/labels";

/** Kinds of collected item in the v2 hub's Collected Data list (collected/display.ts), or all of them. */
export const ITEM_TYPES: readonly ("all" | CollectedItemType)[] = [
  "all",
  ...LISTED_KIND_NAMES.map((name) => LISTED_KINDS[name].itemType),
];
/** One kind of collected item, or all of them. */
export type ItemType = (typeof ITEM_TYPES)[number];

/** Which collected errors a list shows. */
export const ERROR_STATUSES = ["all", "unresolved"] as const;

/** nuqs parsers of the hub lists' filters: a site id (0 = every site), an item type, an error status. */
export const hubFilterParsers = {
  site: parseAsInteger.withDefault(0),
  type: parseAsStringLiteral(ITEM_TYPES).withDefault("all"),
  status: parseAsStringLiteral(ERROR_STATUSES).withDefault("all"),
};

/**
 * The URL prefixes of the lists on each hub screen (the Registered Sites / Sites list has none); the
 * lists of collected kinds have theirs in collected/display.ts (`listPrefix`).
 */
export const HUB_LIST_PREFIX = { reports: "r", items: "i", responses: "c", analytics: "a" } as const;

const loadFilters = createLoader(hubFilterParsers);

// Site ids are PostgreSQL `serial` (int4): a larger number in a URL would fail the query, so it names no site.
const MAX_SERIAL = 2_147_483_647;

/** A hub list request as an endpoint reads it. */
export type HubListRequest = PageRequest & {
  q: string;
  siteId: number | null;
  type: ItemType;
  errorStatus: (typeof ERROR_STATUSES)[number];
};

/**
 * The list request in an endpoint's URL; unknown or malformed values fall back to the defaults.
 * `prefix` reads the position of a second list of the same answer (the v2 hub's items: `icursor` …).
 */
export function readHubListParams(url: URL, prefix = ""): HubListRequest {
  const params = Object.fromEntries(url.searchParams);
  const { site, type, status } = loadFilters(params);
  return {
    ...readListParams(params, prefix),
    siteId: site > 0 && site <= MAX_SERIAL ? site : null,
    type,
    errorStatus: status,
  };
}

/** The endpoint query string of a list whose URL state is `state` (`null`/default values are left out). */
export function hubListQuery(state: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (
      value === null ||
      value === undefined ||
      value === "" ||
      value === 0 ||
      value === "all" ||
      (key === "dir" && value === "next")
    )
      continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
