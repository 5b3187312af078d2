/**
 * How the hub's screens show each kind of collected data (docs/spec/operator-console.md §2 "/site-control" tabs,
 * "/site-control-v2" Collected Data): the endpoint a screen polls, the tab and pager words, the URL
 * prefix of its list (lib/federation/hub-list-params.ts) and the v2 hub's item type. Plain data with no
 * server imports, so client components read it; `registry.ts` holds the server half of each kind under
 * the same name.
 */

/** Display metadata of a kind whose rows the hub lists a page at a time. */
export interface ListedKindDisplay {
  /** The hub endpoint serving a page of the kind's rows. */
  hubPath: `/api/csc/collected-${string}`;
  /** Site Control's tab label. */
  tab: string;
  /** What the pager counts ("12 TODOs"). */
  noun: string;
  /** The page URL's key prefix of this kind's list (`tcursor`, `tsize` …). */
  listPrefix: string;
  /** The v2 hub's item type (its Type filter, and item ids `<type>-<row id>`). */
  itemType: string;
}

/** The kinds listed page by page, in Site Control's tab order (the spec's). */
export const LISTED_KINDS = {
  todos: { hubPath: "/api/csc/collected-todos", tab: "TODOs", noun: "TODOs", listPrefix: "t", itemType: "todo" },
  errors: { hubPath: "/api/csc/collected-errors", tab: "Errors", noun: "errors", listPrefix: "e", itemType: "error" },
  features: {
    hubPath: "/api/csc/collected-features",
    tab: "Features",
    noun: "features",
    listPrefix: "f",
    itemType: "feature",
  },
} as const satisfies Record<string, ListedKindDisplay>;

/** A kind listed page by page. */
export type ListedKindName = keyof typeof LISTED_KINDS;
/** A v2 hub item type. */
export type CollectedItemType = (typeof LISTED_KINDS)[ListedKindName]["itemType"];

/** Listed kinds in tab order. */
export const LISTED_KIND_NAMES = Object.keys(LISTED_KINDS) as ListedKindName[];

/** Analytics are read as each site's latest day, not paged (Site Control's Analytics tab and block). */
export const ANALYTICS_PATH = "/api/admin/federated-analytics";
