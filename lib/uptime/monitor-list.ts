/**
 * The uptime screen's monitor list (docs/federation-protocol.md "Monitors"): sites in name order, paged by
 * keyset and searched by name in SQL, each with its health (lib/site-health) and its 24 h uptime % from one
 * lateral count over the raw heartbeats.
 */
import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "@/lib/db";
import {
  cursorKey,
  keysetQuery,
  searchCondition,
  toPage,
  type KeysetOrder,
  type PageRequest,
  type PagedList,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { federatedSites, siteMonitors, uptimeHeartbeats } from "@/lib/db/schema";
import { readSitesHealth } from "@/lib/site-health/queries";
import type { SiteHealth } from "@/lib/site-health/rules";
import { percent, RANGE_MS } from "./uptime-percent";

/** One monitor of the list: its site's health, last answer and 24 h uptime. */
export interface MonitorRow {
  siteId: number;
  siteName: string;
  health: SiteHealth;
  lastResponseMs: number | null;
  lastCheckedAt: Date | null;
  uptime24h: number | null;
}

/** One page of the monitor list and how many sites match its search (capped, lib/db/list-total.ts). */
export type MonitorListPage = PagedList<MonitorRow>;

/** The sites under an alias, so the 24 h counts' lateral subquery can name the outer row. */
const sites = alias(federatedSites, "s");

/**
 * Site-name order, A to Z (names are unique; the id only completes the keyset). At fleet size
 * (thousands of sites) the sort and the name search need no index of their own.
 */
const MONITOR_ORDER: KeysetOrder = { column: sites.siteName, kind: "text", id: sites.id, ascending: true };

/** Passing and failed checks of the outer site since `since` (its heartbeats' key range). */
function countsSince(since: Date) {
  return db
    .select({
      up: sql<number>`count(*) filter (where ${uptimeHeartbeats.status} = 'up')`.mapWith(Number).as("up"),
      down: sql<number>`count(*) filter (where ${uptimeHeartbeats.status} in ('down', 'pending'))`
        .mapWith(Number)
        .as("down"),
    })
    .from(uptimeHeartbeats)
    .where(and(eq(uptimeHeartbeats.siteId, sites.id), gte(uptimeHeartbeats.checkedAt, since)))
    .as("c");
}

/**
 * A page of monitors in site-name order, both ways from `request`'s cursor (lib/db/keyset.ts), of the
 * sites whose name contains `request.q` (any case), with each site's health and the total. Throws only
 * when the database fails.
 */
export async function listMonitors(
  request: PageRequest & { q: string },
  now: Date = new Date(),
): Promise<MonitorListPage> {
  const search = searchCondition(sites.siteName, request.q);
  const keyset = keysetQuery(MONITOR_ORDER, request);
  const counts = countsSince(new Date(now.getTime() - RANGE_MS["24h"]));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: sites.id,
        siteName: sites.siteName,
        cursorKey: cursorKey(MONITOR_ORDER),
        lastResponseMs: siteMonitors.lastResponseMs,
        lastCheckedAt: siteMonitors.lastCheckedAt,
        up: counts.up,
        down: counts.down,
      })
      .from(sites)
      .leftJoin(siteMonitors, eq(siteMonitors.siteId, sites.id))
      .leftJoinLateral(counts, sql`true`)
      .where(and(search, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(sites, search),
  ]);
  const page = toPage(rows, request);
  const healths = new Map(
    (await readSitesHealth({ siteIds: page.rows.map((r) => r.id) }, now)).map((r) => [r.siteId, r.health]),
  );
  return {
    page: {
      ...page,
      rows: page.rows.flatMap((row) => {
        const health = healths.get(row.id);
        if (!health) return [];
        return [
          {
            siteId: row.id,
            siteName: row.siteName,
            health,
            lastResponseMs: row.lastResponseMs,
            lastCheckedAt: row.lastCheckedAt,
            uptime24h: percent(Number(row.up ?? 0), Number(row.down ?? 0)),
          },
        ];
      }),
    },
    total,
  };
}
