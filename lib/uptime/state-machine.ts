/**
 * The monitor state machine (docs/federation-protocol.md "Monitors"): what one check does to a monitor.
 * - inside a scheduled maintenance window (lib/scheduled-maintenance): `maintenance`, failures are not counted (and the count restarts);
 * - a passing check: `up` (a `site_up` alert when it ends an outage declared `down`);
 * - a failing check with retries left: `pending`; the failure after the last retry: `down`, once per outage
 *   (a `site_down` alert).
 * Paused monitors and inactive sites are never claimed, so they never reach it.
 */
import type { HeartbeatStatus, MonitorState, SiteMonitor } from "@/lib/db/schema";
import { activeWindow, type MaintenanceWindow } from "@/lib/site-health/maintenance-windows";

/** What the state machine reads of a monitor, and the scheduled maintenance windows covering its site. */
export type MonitorStateInput = Pick<SiteMonitor, "state" | "consecutiveFailures" | "retries" | "downSince"> & {
  maintenance: readonly MaintenanceWindow[];
};

/** A monitor's state after one check, the heartbeat's status, and the transition alerts to raise. */
export interface Transition {
  heartbeat: HeartbeatStatus;
  state: MonitorState;
  consecutiveFailures: number;
  downSince: Date | null;
  alert: "site_down" | "site_up" | null;
}

/** True when `at` falls inside one of the monitor's maintenance windows (lib/site-health/maintenance-windows.ts). */
export function inMaintenance(monitor: Pick<MonitorStateInput, "maintenance">, at: Date): boolean {
  return activeWindow(monitor.maintenance, at) !== null;
}

/** The transition of `monitor` for a check at `at` that passed (`ok`) or failed. */
export function transition(monitor: MonitorStateInput, ok: boolean, at: Date): Transition {
  if (inMaintenance(monitor, at)) {
    // An outage declared before the window stays open: the first passing check after it says "back up".
    return {
      heartbeat: "maintenance",
      state: "maintenance",
      consecutiveFailures: 0,
      downSince: monitor.downSince,
      alert: null,
    };
  }
  if (ok) {
    return {
      heartbeat: "up",
      state: "up",
      consecutiveFailures: 0,
      downSince: null,
      alert: monitor.downSince ? "site_up" : null,
    };
  }
  const failures = monitor.consecutiveFailures + 1;
  if (failures <= monitor.retries) {
    return {
      heartbeat: "pending",
      state: "pending",
      consecutiveFailures: failures,
      downSince: monitor.downSince,
      alert: null,
    };
  }
  const newOutage = !monitor.downSince;
  return {
    heartbeat: "down",
    state: "down",
    consecutiveFailures: failures,
    downSince: monitor.downSince ?? at,
    alert: newOutage ? "site_down" : null,
  };
}
