/**
 * What admins do with incidents (docs/federation-protocol.md "Incidents and maintenance"): open one with
 * its first update, post updates (investigating, identified, monitoring, resolved) that subscribers are
 * told about, edit the title, impact and affected sites, write the post-mortem, delete one opened by
 * mistake. Each write runs in one transaction with its notices and live topics, and answers the sites
 * whose status pages must be expired after the commit.
 */
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { federatedSites, incidents, incidentSites, incidentUpdates } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { cutText } from "@/lib/format/text";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { announceUpdate } from "./announce-update";
import type { CreateIncidentInput, EditIncidentInput, PostUpdateInput } from "./schemas";

/** What a write changed: the incident, the sites whose pages show it (before and after), the notices written. */
export interface IncidentWrite {
  incidentId: number;
  siteIds: number[];
  notificationIds: number[];
}

/** An admin's name as the 100-character columns keep it. */
const author = (by: string) => cutText(by, 100, { marker: "" });

/** `siteIds` that name existing sites. @throws AppError `invalid` when none does. */
async function existingSites(tx: Database, siteIds: readonly number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: federatedSites.id })
    .from(federatedSites)
    .where(inArray(federatedSites.id, [...siteIds]));
  if (rows.length === 0)
    throw new AppError("invalid", "None of these sites exists any more", {
      fieldErrors: { siteIds: ["Pick at least one affected site"] },
    });
  return rows.map((row) => row.id);
}

/** The sites incident `incidentId` affects. */
async function sitesOf(tx: Database, incidentId: number): Promise<number[]> {
  const rows = await tx
    .select({ siteId: incidentSites.siteId })
    .from(incidentSites)
    .where(eq(incidentSites.incidentId, incidentId));
  return rows.map((row) => row.siteId);
}

/** Opens an incident as `by` at `now`, with its first update and its notices. */
export async function createIncident(
  database: Database,
  input: CreateIncidentInput,
  by: string,
  now: Date = new Date(),
): Promise<IncidentWrite> {
  return database.transaction(async (tx) => {
    const siteIds = await existingSites(tx, input.siteIds);
    const resolved = input.status === "resolved";
    const [incident] = await tx
      .insert(incidents)
      .values({
        title: input.title,
        impact: input.impact,
        status: input.status,
        startedAt: now,
        resolvedAt: resolved ? now : null,
        createdBy: author(by),
      })
      .returning({ id: incidents.id });
    await tx.insert(incidentSites).values(siteIds.map((siteId) => ({ incidentId: incident!.id, siteId })));
    const [update] = await tx
      .insert(incidentUpdates)
      .values({
        incidentId: incident!.id,
        status: input.status,
        body: input.body,
        createdBy: author(by),
        createdAt: now,
      })
      .returning({ id: incidentUpdates.id });
    const notificationIds = await announceUpdate(tx, {
      incidentUpdateId: update!.id,
      siteIds,
      title: input.title,
      status: input.status,
      body: input.body,
    });
    await publishChange(tx, liveTopic("incidents"));
    return { incidentId: incident!.id, siteIds, notificationIds };
  });
}

/**
 * Posts an update as `by` at `now`: the incident takes its status (resolved sets the end, any other
 * status after resolved reopens it), and subscribers are told.
 * @throws AppError `not_found` when the incident was deleted.
 */
export async function postIncidentUpdate(
  database: Database,
  input: PostUpdateInput,
  by: string,
  now: Date = new Date(),
): Promise<IncidentWrite> {
  return database.transaction(async (tx) => {
    const [incident] = await tx
      .update(incidents)
      .set({ status: input.status, resolvedAt: input.status === "resolved" ? now : null })
      .where(eq(incidents.id, input.incidentId))
      .returning({ id: incidents.id, title: incidents.title });
    if (!incident) throw new AppError("not_found", "This incident no longer exists");
    const [update] = await tx
      .insert(incidentUpdates)
      .values({
        incidentId: incident.id,
        status: input.status,
        body: input.body,
        createdBy: author(by),
        createdAt: now,
      })
      .returning({ id: incidentUpdates.id });
    const siteIds = await sitesOf(tx, incident.id);
    const notificationIds = await announceUpdate(tx, {
      incidentUpdateId: update!.id,
      siteIds,
      title: incident.title,
      status: input.status,
      body: input.body,
    });
    await publishChange(tx, liveTopic("incidents"), liveTopic("incident", incident.id));
    return { incidentId: incident.id, siteIds, notificationIds };
  });
}

/**
 * Edits the title, impact, affected sites and post-mortem (no notice: an edit is not news).
 * @throws AppError `not_found` when the incident was deleted.
 */
export async function editIncident(database: Database, input: EditIncidentInput): Promise<IncidentWrite> {
  return database.transaction(async (tx) => {
    const [incident] = await tx
      .update(incidents)
      .set({ title: input.title, impact: input.impact, postmortem: input.postmortem || null })
      .where(eq(incidents.id, input.id))
      .returning({ id: incidents.id });
    if (!incident) throw new AppError("not_found", "This incident no longer exists");
    const before = await sitesOf(tx, incident.id);
    const siteIds = await existingSites(tx, input.siteIds);
    await tx
      .delete(incidentSites)
      .where(and(eq(incidentSites.incidentId, incident.id), notInArray(incidentSites.siteId, siteIds)));
    await tx
      .insert(incidentSites)
      .values(siteIds.map((siteId) => ({ incidentId: incident.id, siteId })))
      .onConflictDoNothing();
    await publishChange(tx, liveTopic("incidents"), liveTopic("incident", incident.id));
    return { incidentId: incident.id, siteIds: [...new Set([...before, ...siteIds])], notificationIds: [] };
  });
}

/** Deletes an incident and its updates (an incident opened by mistake). @throws AppError `not_found`. */
export async function deleteIncident(database: Database, incidentId: number): Promise<IncidentWrite> {
  return database.transaction(async (tx) => {
    const siteIds = await sitesOf(tx, incidentId);
    const [gone] = await tx.delete(incidents).where(eq(incidents.id, incidentId)).returning({ id: incidents.id });
    if (!gone) throw new AppError("not_found", "This incident no longer exists");
    await publishChange(tx, liveTopic("incidents"), liveTopic("incident", incidentId));
    return { incidentId, siteIds, notificationIds: [] };
  });
}
