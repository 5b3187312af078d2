/**
 * Incidents opened and resolved by outages (docs/federation-protocol.md "Incidents and maintenance"):
 * the uptime check calls these in the transaction that records the state transition raising the
 * `site_down` or `site_up` alert, so an incident exists exactly when the transition does. One per outage:
 * the outage is the site and the time its monitor declared it down (`down_since`), unique among
 * incidents, so a second writer of the same outage inserts nothing; the resolution is one conditional
 * update of an unresolved incident, so it happens once. The incident is linked to its alert by that same
 * key (the `site_down` alert in `alert_history` has the site and, as its `at`, the check that declared the
 * outage) and to the fleet issue open on the site when it began (`fleet_issue_id`).
 */
import { and, desc, eq, gt, inArray, isNull, not, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { fleetIssues, fleetIssueSites, incidents, incidentSites, incidentUpdates } from "@/lib/db/schema";
import { formatDuration } from "@/lib/format/date";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { announceUpdate } from "./announce-update";
import { OUTAGE_OPENED_TEXT, OUTAGE_TITLE } from "./labels";

/** What an outage did to incidents: the incident opened or resolved, and the notices written. */
export interface OutageIncidentChange {
  incidentId: number;
  notificationIds: number[];
}

/** The unresolved critical or high fleet issue seen last on site `siteId`, or null. */
async function openIssueOn(tx: Database, siteId: number): Promise<number | null> {
  const [issue] = await tx
    .select({ id: fleetIssues.id })
    .from(fleetIssueSites)
    .innerJoin(fleetIssues, eq(fleetIssues.id, fleetIssueSites.issueId))
    .where(
      and(
        eq(fleetIssueSites.siteId, siteId),
        gt(fleetIssueSites.occurrences, 0),
        not(fleetIssues.resolved),
        inArray(fleetIssues.severity, ["critical", "high"]),
      ),
    )
    .orderBy(desc(fleetIssues.lastSeenAt))
    .limit(1);
  return issue?.id ?? null;
}

/**
 * Opens the incident of site `siteId`'s outage declared at `at`, through `tx`, with its first update and
 * notice. @returns what it wrote, or null when the outage already has its incident.
 */
export async function openOutageIncident(tx: Database, siteId: number, at: Date): Promise<OutageIncidentChange | null> {
  const fleetIssueId = await openIssueOn(tx, siteId);
  const [incident] = await tx
    .insert(incidents)
    .values({
      title: OUTAGE_TITLE,
      status: "investigating",
      impact: "major",
      startedAt: at,
      outageSiteId: siteId,
      outageStartedAt: at,
      fleetIssueId,
    })
    .onConflictDoNothing({
      target: [incidents.outageSiteId, incidents.outageStartedAt],
      where: sql`${incidents.outageStartedAt} is not null`,
    })
    .returning({ id: incidents.id });
  if (!incident) return null;
  await tx.insert(incidentSites).values({ incidentId: incident.id, siteId });
  const [update] = await tx
    .insert(incidentUpdates)
    .values({ incidentId: incident.id, status: "investigating", body: OUTAGE_OPENED_TEXT, createdAt: at })
    .returning({ id: incidentUpdates.id });
  const notificationIds = await announceUpdate(tx, {
    incidentUpdateId: update!.id,
    siteIds: [siteId],
    title: OUTAGE_TITLE,
    status: "investigating",
    body: OUTAGE_OPENED_TEXT,
  });
  await publishChange(tx, liveTopic("incidents"));
  return { incidentId: incident.id, notificationIds };
}

/**
 * Resolves the incident of site `siteId`'s outage declared at `outageStartedAt` (still open), recovered at
 * `at`, through `tx`, with a last update saying how long it lasted. @returns what it wrote, or null when
 * there is no such open incident (an admin resolved it already, or it was deleted).
 */
export async function resolveOutageIncident(
  tx: Database,
  siteId: number,
  outageStartedAt: Date,
  at: Date,
): Promise<OutageIncidentChange | null> {
  const [incident] = await tx
    .update(incidents)
    .set({ status: "resolved", resolvedAt: at })
    .where(
      and(
        eq(incidents.outageSiteId, siteId),
        eq(incidents.outageStartedAt, outageStartedAt),
        isNull(incidents.resolvedAt),
      ),
    )
    .returning({ id: incidents.id, title: incidents.title, startedAt: incidents.startedAt });
  if (!incident) return null;
  const body = `The service answers again. It was unavailable for ${formatDuration(at.getTime() - incident.startedAt.getTime())}.`;
  const [update] = await tx
    .insert(incidentUpdates)
    .values({ incidentId: incident.id, status: "resolved", body, createdAt: at })
    .returning({ id: incidentUpdates.id });
  const affected = await tx
    .select({ siteId: incidentSites.siteId })
    .from(incidentSites)
    .where(eq(incidentSites.incidentId, incident.id));
  const notificationIds = await announceUpdate(tx, {
    incidentUpdateId: update!.id,
    siteIds: affected.map((row) => row.siteId),
    title: incident.title,
    status: "resolved",
    body,
  });
  await publishChange(tx, liveTopic("incidents"), liveTopic("incident", incident.id));
  return { incidentId: incident.id, notificationIds };
}
