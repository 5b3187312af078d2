/**
 * An incident update as its notice (docs/decisions/status-pages.md "Status pages, incidents and scheduled maintenance"): written with the update, in its
 * transaction, for every page showing an affected site, in that page's words for the sites.
 */
import type { Database } from "@/lib/db";
import type { IncidentStatus } from "@/lib/db/schema";
import { announce } from "@/lib/status-subscribers/announce";
import { INCIDENT_STATUS_LABELS } from "./labels";

/** What the notice says: the incident's title, the update's status and text. */
export interface UpdateNotice {
  incidentUpdateId: number;
  siteIds: readonly number[];
  title: string;
  status: IncidentStatus;
  body: string;
}

/** Writes the notice of an incident update through `tx`; answers the notification ids. */
export function announceUpdate(tx: Database, notice: UpdateNotice): Promise<number[]> {
  const status = INCIDENT_STATUS_LABELS[notice.status];
  return announce(tx, {
    kind: "incident_update",
    siteIds: notice.siteIds,
    incidentUpdateId: notice.incidentUpdateId,
    compose: (page) => ({
      subject: `${notice.title}: ${status}`,
      body: `${status}: ${notice.body}\n\nAffected: ${page.components.join(", ")}`,
    }),
  });
}
