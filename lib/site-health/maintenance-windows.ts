/**
 * Maintenance windows as the site health reads them (docs/federation-protocol.md "Site health"): a site
 * is in maintenance while `now` falls inside one of its windows [startsAt, endsAt). Today each monitor
 * has at most one window (its `maintenance_starts_at`/`maintenance_ends_at`); scheduled maintenance
 * (one-off or weekly windows) plugs in by answering more windows from `windowsOfMonitor` and
 * `readMaintenanceWindows`, whose callers (the health rules, the uptime state machine) stay unchanged.
 * Pure: no database import here, so client code and the state machine can use it.
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

/** The window columns of a monitor (lib/db/schema/uptime.ts). */
export interface MonitorWindowColumns {
  maintenanceStartsAt: Date | null;
  maintenanceEndsAt: Date | null;
}

/** A monitor's windows: its one window when both ends are set, otherwise none. */
export function windowsOfMonitor(monitor: MonitorWindowColumns): MaintenanceWindow[] {
  const { maintenanceStartsAt: startsAt, maintenanceEndsAt: endsAt } = monitor;
  return startsAt && endsAt ? [{ startsAt, endsAt, title: null }] : [];
}
