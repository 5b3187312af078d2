/**
 * Where an outage's incident came from (docs/federation-protocol.md "Incidents and maintenance"): a link
 * to its `site_down` alert in the alert history and, when one was open on the site as it went down, to
 * the fleet issue. Nothing for an incident an admin opened without a fleet issue.
 */
import { IntentLink } from "@/components/console/intent-link";
import type { IncidentListRow } from "@/lib/incidents/queries";

const LINK = "font-medium underline underline-offset-4";

/** The origin line of `incident`, or nothing. */
export function IncidentOrigin({ incident }: { incident: Pick<IncidentListRow, "outageSiteId" | "origin"> }) {
  const { alertId, fleetIssue } = incident.origin;
  if (incident.outageSiteId === null && !fleetIssue) return null;
  return (
    <p className="mt-1 text-sm break-words">
      {incident.outageSiteId !== null &&
        (alertId !== null ? (
          <>
            From{" "}
            <IntentLink href={`/alerts?tab=history&alert=${alertId}`} className={LINK}>
              its site-down alert
            </IntentLink>
          </>
        ) : (
          <span className="text-muted-foreground">Its site-down alert is no longer in the history</span>
        ))}
      {incident.outageSiteId !== null && fleetIssue && " · "}
      {fleetIssue && (
        <>
          Fleet issue:{" "}
          <IntentLink href={`/alerts?status=all&issue=${fleetIssue.id}`} className={LINK}>
            #{fleetIssue.id} {fleetIssue.errorType}
          </IntentLink>
        </>
      )}
    </p>
  );
}
