/**
 * The one read of "incidents overlapping a window", shared by the public status page (open now or ended
 * since its history began) and the monthly report (overlapping the month): an incident overlaps
 * [`from`, `to`) when it started before `to` and is open or resolved at or after `from`.
 */
import "server-only";
import { and, eq, gte, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { incidentSites, incidents } from "@/lib/db/schema";

/** One incident overlapping the window, with the sites among those asked for that it touched. */
export interface OverlappingIncident {
  id: number;
  title: string;
  status: (typeof incidents.$inferSelect)["status"];
  impact: (typeof incidents.$inferSelect)["impact"];
  startedAt: Date;
  resolvedAt: Date | null;
  postmortem: string | null;
  siteIds: number[];
}

/** The incidents on `siteIds` that overlap [`from`, `to`), each once, with the sites among `siteIds` it touched. */
export async function incidentsOverlapping(
  database: Database,
  siteIds: number[],
  from: Date,
  to: Date,
): Promise<OverlappingIncident[]> {
  const rows = await database
    .select({
      id: incidents.id,
      title: incidents.title,
      status: incidents.status,
      impact: incidents.impact,
      startedAt: incidents.startedAt,
      resolvedAt: incidents.resolvedAt,
      postmortem: incidents.postmortem,
      siteId: incidentSites.siteId,
    })
    .from(incidents)
    .innerJoin(incidentSites, eq(incidentSites.incidentId, incidents.id))
    .where(
      and(
        inArray(incidentSites.siteId, siteIds),
        lt(incidents.startedAt, to),
        or(isNull(incidents.resolvedAt), gte(incidents.resolvedAt, from)),
      ),
    );
  const byId = new Map<number, OverlappingIncident>();
  for (const { siteId, ...incident } of rows) {
    const item = byId.get(incident.id) ?? { ...incident, siteIds: [] };
    item.siteIds.push(siteId);
    byId.set(incident.id, item);
  }
  return [...byId.values()];
}
