"use server";
/**
 * Server actions of /incidents (docs/federation-protocol.md "Incidents and maintenance"): open an
 * incident, post an update, edit, delete. Staff work (lib/auth/permissions.ts). After the commit each expires
 * the status pages showing the incident's sites and starts the fan-out of the notices it wrote.
 */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { expireStatusSites } from "@/lib/cache/status-pages";
import { processNotificationsSoon } from "@/lib/status-subscribers/fan-out";
import {
  createIncident,
  deleteIncident,
  editIncident,
  postIncidentUpdate,
  type IncidentWrite,
} from "./incident-service";
import { createIncidentSchema, editIncidentSchema, incidentIdSchema, postUpdateSchema } from "./schemas";

/** What every incident write does after its commit. */
function afterWrite(write: IncidentWrite): { incidentId: number } {
  expireStatusSites(write.siteIds);
  if (write.notificationIds.length > 0) processNotificationsSoon();
  revalidatePath("/incidents");
  return { incidentId: write.incidentId };
}

export const createIncidentAction = adminAction("incidents.create", createIncidentSchema, async (input, { user }) =>
  afterWrite(await createIncident(db, input, user.username)),
);

export const postIncidentUpdateAction = adminAction("incidents.update", postUpdateSchema, async (input, { user }) =>
  afterWrite(await postIncidentUpdate(db, input, user.username)),
);

export const editIncidentAction = adminAction("incidents.edit", editIncidentSchema, async (input) =>
  afterWrite(await editIncident(db, input)),
);

export const deleteIncidentAction = adminAction("incidents.delete", incidentIdSchema, async ({ id }) =>
  afterWrite(await deleteIncident(db, id)),
);
