/**
 * Reads of /incidents (docs/federation-protocol.md "Incidents and maintenance"): one keyset page of
 * incidents newest first, searched by title on its trigram index, each with its affected sites and
 * updates; and the sites an incident or window may name.
 */
import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
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
import {
  federatedSites,
  incidents,
  incidentSites,
  incidentUpdates,
  type Incident,
  type IncidentUpdate,
} from "@/lib/db/schema";

/** Newest first, on `incidents_started_id_idx`. */
const INCIDENT_ORDER: KeysetOrder = { column: incidents.startedAt, kind: "timestamp", id: incidents.id };

/** An incident as the console lists it: its sites (id and internal name) and its updates, newest first. */
export type IncidentListRow = Incident & { sites: { id: number; name: string }[]; updates: IncidentUpdate[] };

/** Updates shown per incident in the list; the rest stay on the public page. */
const UPDATES_SHOWN = 5;

/** One keyset page of incidents matching `q` (title), with its capped total. */
export async function pageIncidents(request: PageRequest & { q: string }): Promise<PagedList<IncidentListRow>> {
  const filter = searchCondition(incidents.title, request.q);
  const keyset = keysetQuery(INCIDENT_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({ incident: incidents, cursorKey: cursorKey(INCIDENT_ORDER) })
      .from(incidents)
      .where(and(filter, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(incidents, filter),
  ]);
  const ids = rows.map((row) => row.incident.id);
  const [sites, updates] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ incidentId: incidentSites.incidentId, id: federatedSites.id, name: federatedSites.siteName })
            .from(incidentSites)
            .innerJoin(federatedSites, eq(federatedSites.id, incidentSites.siteId))
            .where(inArray(incidentSites.incidentId, ids))
            .orderBy(asc(federatedSites.siteName)),
          db
            .select()
            .from(incidentUpdates)
            .where(inArray(incidentUpdates.incidentId, ids))
            .orderBy(desc(incidentUpdates.createdAt), desc(incidentUpdates.id)),
        ]);
  const page = toPage(
    rows.map((row) => ({
      row: {
        ...row.incident,
        sites: sites.filter((s) => s.incidentId === row.incident.id).map(({ id, name }) => ({ id, name })),
        updates: updates.filter((u) => u.incidentId === row.incident.id).slice(0, UPDATES_SHOWN),
      },
      cursorKey: row.cursorKey,
      id: row.incident.id,
    })),
    request,
  );
  return { page: { ...page, rows: page.rows.map(({ row }) => row) }, total };
}
