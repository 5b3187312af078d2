/**
 * Maintenance windows as the site health and the uptime state machine read them (docs/federation-protocol.md
 * "Site health"): a site is in maintenance while `now` falls inside one of its windows [startsAt, endsAt).
 * The windows are the occurrences of the scheduled maintenance covering the site
 * (lib/scheduled-maintenance/occurrences.ts), read by `readMaintenanceWindows` (./queries.ts) and by the
 * uptime claim. Pure: no database import here, so client code and the state machine can use it.
 */

/** One window of planned work; `title` is what the screens say about it (null: no title given). */
export interface MaintenanceWindow {
  startsAt: Date;
  endsAt: Date;
  title: string | null;
}

/** The window in effect at `at`, or null; of overlapping windows, the one that ends last. */
export function activeWindow(windows: readonly MaintenanceWindow[], at: Date): MaintenanceWindow | null {
  let active: MaintenanceWindow | null = null;
  for (const window of windows) {
    const inside = window.startsAt.getTime() <= at.getTime() && at.getTime() < window.endsAt.getTime();
    if (inside && (!active || window.endsAt.getTime() > active.endsAt.getTime())) active = window;
  }
  return active;
}
