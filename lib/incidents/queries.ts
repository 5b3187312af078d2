/**
 * Reads of /incidents (docs/federation-protocol.md "Incidents and maintenance"): one keyset page of
 * incidents newest first, searched by title on its trigram index, each with its affected sites,
 * updates and origin (its alert and fleet issue); and the sites an incident or window may name.
 */
import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
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
  alertHistory,
  federatedSites,
  fleetIssues,
  incidents,
  incidentSites,
  incidentUpdates,
  type Incident,
  type IncidentUpdate,
} from "@/lib/db/schema";

/** Newest first, on `incidents_started_id_idx`. */
const INCIDENT_ORDER: KeysetOrder = { column: incidents.startedAt, kind: "timestamp", id: incidents.id };

/**
 * Where an outage's incident came from: its `site_down` alert (the first row of that event in
 * `alert_history`; null when the throttle or retention left none) and the fleet issue open on the site
 * when it began.
 */
export interface IncidentOrigin {
  alertId: number | null;
  fleetIssue: { id: number; errorType: string; message: string } | null;
}

/** An incident as the console lists it: its sites (id and internal name), its updates newest first, and its origin. */
export type IncidentListRow = Incident & {
  sites: { id: number; name: string }[];
  updates: IncidentUpdate[];
  origin: IncidentOrigin;
};

/** Updates shown per incident in the list; the rest stay on the public page. */
const UPDATES_SHOWN = 5;

/**
 * The outage's `site_down` alert: the alert has the incident's site and, as its `at`, the check that
 * declared the outage (lib/incidents/outage-incidents.ts); one probe of `alert_history_rule_at_id_idx`.
 */
const outageAlertId = sql<number | null>`(select min(a.id) from ${alertHistory} a
  where a.rule = 'site_down' and a.site_id = ${incidents.outageSiteId} and a.at = ${incidents.outageStartedAt})`;

/** One keyset page of incidents matching `q` (title), or incident `incident` alone (a link), with its capped total. */
export async function pageIncidents(
  request: PageRequest & { q: string; incident?: number | null },
): Promise<PagedList<IncidentListRow>> {
  const filter = and(
    searchCondition(incidents.title, request.q),
    request.incident ? eq(incidents.id, request.incident) : undefined,
  );
  const keyset = keysetQuery(INCIDENT_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({
        incident: incidents,
        alertId: outageAlertId,
        issue: { id: fleetIssues.id, errorType: fleetIssues.errorType, message: fleetIssues.message },
        cursorKey: cursorKey(INCIDENT_ORDER),
      })
      .from(incidents)
      .leftJoin(fleetIssues, eq(fleetIssues.id, incidents.fleetIssueId))
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
        origin: { alertId: row.alertId, fleetIssue: row.issue },
      },
      cursorKey: row.cursorKey,
      id: row.incident.id,
    })),
    request,
  );
  return { page: { ...page, rows: page.rows.map(({ row }) => row) }, total };
}

/** The incident of site `siteId`'s outage still going on (opened by its monitor), or null; on `incidents_outage_unique`. */
export async function openOutageIncidentId(siteId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(eq(incidents.outageSiteId, siteId), isNotNull(incidents.outageStartedAt), isNull(incidents.resolvedAt)))
    .orderBy(desc(incidents.outageStartedAt))
    .limit(1);
  return row?.id ?? null;
}
