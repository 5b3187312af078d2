/**
 * What an open incident does to the components it names on a status page (docs/decisions/status-pages.md "An open
 * incident's impact on its components"): a component is shown at least as bad as the impact of any
 * unresolved incident naming its site, so a manual incident never sits beside "Operational". The monitor
 * may say worse; the worse of the two is shown. Pure: the public page, its JSON and its badges read it
 * through lib/status-pages/public-status.ts.
 */
import type { IncidentImpact } from "@/lib/db/schema";
import type { SiteHealthState } from "@/lib/site-health/rules";

/**
 * The component state each impact stands for: none changes nothing; minor and major read as degraded
 * (the service answers, not as it should); critical as down.
 */
export const IMPACT_STATE: Record<IncidentImpact, SiteHealthState | null> = {
  none: null,
  minor: "degraded",
  major: "degraded",
  critical: "down",
};

/** The states the open incidents with `impacts` give a component (none for incidents of no impact). */
export function incidentStates(impacts: readonly IncidentImpact[]): SiteHealthState[] {
  return impacts.flatMap((impact) => IMPACT_STATE[impact] ?? []);
}
