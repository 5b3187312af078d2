/**
 * `GET /api/csc/simplified` (docs/spec/operator-console.md §7; §3 "Simplified view sites", "Simplified item"):
 * the v2 hub's poll. A page of sites with health and counts, the fleet's figures (Total, Active and
 * Healthy Sites, Total Items), the sites as filter options, and a page of collected items.
 */
import type { ListTotal } from "@/lib/db/keyset";
import { collectedItemPage, collectedItemTotal, type SimplifiedItem } from "./collected/items";
import type { HubListRequest } from "./hub-list-params";
import { fleetFigures, siteOverviewPage, type ListPage, type SiteOverview } from "./queries";

/** The v2 hub's figures; `totalItems` is capped like any list total. */
export interface FleetStats {
  totalSites: number;
  activeSites: number;
  healthySites: number;
  totalItems: ListTotal;
}

/** The answer of `GET /api/csc/simplified`. */
export interface SimplifiedHub {
  sites: ListPage<SiteOverview>;
  stats: FleetStats;
  /** Every site's id and name, for the site filter (bounded by the fleet). */
  siteOptions: { id: number; siteName: string }[];
  items: ListPage<SimplifiedItem>;
}

/**
 * The poll's answer: `sitesRequest` pages the sites, `itemsRequest` the items (with its site and type
 * filters). Unfiltered items already carry the fleet's item total, which is then not counted twice.
 */
export async function simplifiedHub(
  sitesRequest: HubListRequest,
  itemsRequest: HubListRequest,
  now = new Date(),
): Promise<SimplifiedHub> {
  const unfiltered = itemsRequest.type === "all" && itemsRequest.siteId === null && itemsRequest.errorStatus === "all";
  const [sites, fleet, items, fleetItems] = await Promise.all([
    siteOverviewPage(sitesRequest, now),
    fleetFigures(now),
    collectedItemPage(itemsRequest),
    unfiltered ? null : collectedItemTotal({ siteId: null, errorStatus: "all" }),
  ]);
  const { siteOptions, ...figures } = fleet;
  return { sites, stats: { ...figures, totalItems: fleetItems ?? items.total }, siteOptions, items };
}
