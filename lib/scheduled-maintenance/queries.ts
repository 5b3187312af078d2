/**
 * Reads of the Maintenance tab of /incidents (docs/federation-protocol.md "Incidents and maintenance"):
 * one keyset page of maintenance windows, latest start first, searched by title, with their sites.
 */
import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  cursorKey,
  keysetQuery,
  searchCondition,
  toPage,
  type KeysetOrder,
  type PagedList,
  type PageRequest,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { federatedSites, maintenanceWindows, maintenanceWindowSites, type MaintenanceWindowRow } from "@/lib/db/schema";

/** Latest first, on `maintenance_windows_starts_id_idx`. */
const MAINTENANCE_ORDER: KeysetOrder = {
  column: maintenanceWindows.startsAt,
  kind: "timestamp",
  id: maintenanceWindows.id,
};

export type MaintenanceListRow = MaintenanceWindowRow & { sites: { id: number; name: string }[] };

/** One keyset page of windows matching `q` (title), with its capped total. */
export async function pageMaintenance(request: PageRequest & { q: string }): Promise<PagedList<MaintenanceListRow>> {
  const filter = searchCondition(maintenanceWindows.title, request.q);
  const keyset = keysetQuery(MAINTENANCE_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({ window: maintenanceWindows, cursorKey: cursorKey(MAINTENANCE_ORDER) })
      .from(maintenanceWindows)
      .where(and(filter, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(maintenanceWindows, filter),
  ]);
  const ids = rows.map((row) => row.window.id);
  const sites =
    ids.length === 0
      ? []
      : await db
          .select({
            maintenanceId: maintenanceWindowSites.maintenanceId,
            id: federatedSites.id,
            name: federatedSites.siteName,
          })
          .from(maintenanceWindowSites)
          .innerJoin(federatedSites, eq(federatedSites.id, maintenanceWindowSites.siteId))
          .where(inArray(maintenanceWindowSites.maintenanceId, ids))
          .orderBy(asc(federatedSites.siteName));
  const page = toPage(
    rows.map((row) => ({
      row: {
        ...row.window,
        sites: sites.filter((s) => s.maintenanceId === row.window.id).map(({ id, name }) => ({ id, name })),
      },
      cursorKey: row.cursorKey,
      id: row.window.id,
    })),
    request,
  );
  return { page: { ...page, rows: page.rows.map(({ row }) => row) }, total };
}
