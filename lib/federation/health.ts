/**
 * Per-site health for the v2 hub and the dashboard (docs/spec/operator-console.md §4 "Per-site health";
 * the rules are ours, docs/federation-protocol.md "Health"). First rule that applies wins:
 * - offline: the site is paused, has never synced, or its last two syncs both failed;
 * - error: its last sync failed, or it reports unresolved critical errors;
 * - warning: its last sync was partial, its last good sync is older than 12 hours, or it reports
 *   unresolved high-severity errors;
 * - healthy otherwise.
 */

/** The four health states, best first. */
export const HEALTH_STATES = ["healthy", "warning", "error", "offline"] as const;
/** One site's health, best first (the rules above: `offline` when paused, never synced or failed twice). */
export type SiteHealth = (typeof HEALTH_STATES)[number];

/** A last good sync older than this makes a site stale (two missed 6-hour syncs), in milliseconds. */
export const STALE_AFTER_MS = 12 * 60 * 60 * 1000;

/** What the rules look at. `recentStatuses` are the site's latest sync report statuses, newest first. */
export interface HealthInput {
  isActive: boolean;
  lastSync: Date | null;
  recentStatuses: string[];
  unresolvedCritical: number;
  unresolvedHigh: number;
}

/** The site's health at `now`. */
export function siteHealth(site: HealthInput, now = new Date()): SiteHealth {
  const [last, previous] = site.recentStatuses;
  if (!site.isActive || !site.lastSync || (last === "failed" && previous === "failed")) return "offline";
  if (last === "failed" || site.unresolvedCritical > 0) return "error";
  if (last === "partial" || now.getTime() - site.lastSync.getTime() > STALE_AFTER_MS || site.unresolvedHigh > 0) return "warning";
  return "healthy";
}
