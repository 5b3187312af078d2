/**
 * Rules of the incident and maintenance forms (docs/federation-protocol.md "Incidents and maintenance"),
 * shared by the dialogs (zodResolver) and the server actions in ./actions.ts and
 * lib/scheduled-maintenance/actions.ts. Every text here is public: it appears on status pages and notices.
 */
import { z } from "zod";
import { INCIDENT_IMPACTS, INCIDENT_STATUSES } from "@/lib/db/schema";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";

/** Most sites one incident or maintenance window names. */
export const MAX_AFFECTED_SITES = 200;

const title = userText({ label: "Title" })
  .min(1, "Please enter a title")
  .max(200, "Title must be 200 characters or fewer");
const updateText = userText({ label: "Update", multiline: true })
  .min(1, "Please say what is happening")
  .max(5000, "An update must be 5,000 characters or fewer");

/** The affected sites, as the form's checkboxes send their ids. */
export const affectedSites = z
  .array(rowId("Unknown site"))
  .min(1, "Pick at least one affected site")
  .max(MAX_AFFECTED_SITES, `Pick at most ${MAX_AFFECTED_SITES} sites`)
  .transform((ids) => [...new Set(ids)]);

/** A new incident: its title, impact, affected sites, and its first update. */
export const createIncidentSchema = z.object({
  title,
  impact: z.enum(INCIDENT_IMPACTS, { error: "Please choose an impact" }),
  siteIds: affectedSites,
  status: z.enum(INCIDENT_STATUSES, { error: "Please choose a status" }),
  body: updateText,
});
export type CreateIncidentFormValues = z.input<typeof createIncidentSchema>;
export type CreateIncidentInput = z.output<typeof createIncidentSchema>;

/** Editing an incident: title, impact, sites and post-mortem; no notice is sent for an edit. */
export const editIncidentSchema = z.object({
  id: rowId("Unknown incident"),
  title,
  impact: z.enum(INCIDENT_IMPACTS, { error: "Please choose an impact" }),
  siteIds: affectedSites,
  postmortem: userText({ label: "Post-mortem", multiline: true }).max(
    20_000,
    "A post-mortem must be 20,000 characters or fewer",
  ),
});
export type EditIncidentFormValues = z.input<typeof editIncidentSchema>;
export type EditIncidentInput = z.output<typeof editIncidentSchema>;

/** A new public update: the incident's status from now on, and what is said. */
export const postUpdateSchema = z.object({
  incidentId: rowId("Unknown incident"),
  status: z.enum(INCIDENT_STATUSES, { error: "Please choose a status" }),
  body: updateText,
});
export type PostUpdateFormValues = z.input<typeof postUpdateSchema>;
export type PostUpdateInput = z.output<typeof postUpdateSchema>;

export const incidentIdSchema = z.object({ id: rowId("Unknown incident") });
