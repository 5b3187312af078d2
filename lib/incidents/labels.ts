/**
 * The words and colours of incidents and maintenance (docs/federation-protocol.md "Incidents and
 * maintenance"), for the console, the status pages and the notices. Statuses and impacts use
 * Statuspage's words, which visitors of status pages already know. Pure: server and client.
 */
import type { IncidentImpact, IncidentStatus } from "@/lib/db/schema";

/** Each status's word and what it says on a notice. */
export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  investigating: "Investigating",
  identified: "Identified",
  monitoring: "Monitoring",
  resolved: "Resolved",
};

/** Each impact's word and badge classes (word always shown, never colour alone). */
export const INCIDENT_IMPACT_DISPLAY: Record<IncidentImpact, { label: string; badgeClassName: string }> = {
  none: { label: "No impact", badgeClassName: "bg-muted text-muted-foreground" },
  minor: { label: "Minor", badgeClassName: "bg-amber-500 text-black" },
  major: { label: "Major", badgeClassName: "bg-orange-700 text-white" },
  critical: { label: "Critical", badgeClassName: "bg-red-700 text-white" },
};

/** The first update of an incident a site's outage opened (public words: no address, no error). */
export const OUTAGE_OPENED_TEXT = "This service is not responding. We are investigating.";

/** The title of an incident an outage opened, until an admin names it. */
export const OUTAGE_TITLE = "Service unavailable";
