/**
 * A site's health: one derived state from its uptime monitor, its last syncs, its unresolved critical
 * errors and fleet issues, its certificate and its maintenance windows, with the reasons behind it. The
 * table of rules is docs/federation-protocol.md "Site health"; every screen, alert and status page reads
 * this one function (through lib/site-health/queries.ts), so the console says one thing about a site.
 * Pure: the words are in ./labels.ts.
 */
import type { MonitorState } from "@/lib/db/schema";
import { activeWindow, type MaintenanceWindow } from "./maintenance-windows";

/** The states, in the order the rules try them after `paused` and `maintenance`. */
export const SITE_HEALTH_STATES = ["operational", "degraded", "down", "maintenance", "paused", "unknown"] as const;
export type SiteHealthState = (typeof SITE_HEALTH_STATES)[number];

/** Worst first: the order lists sort sites in, so those that need someone come first. */
export const HEALTH_SEVERITY: readonly SiteHealthState[] = [
  "down",
  "degraded",
  "unknown",
  "maintenance",
  "paused",
  "operational",
];

/** A last good sync (or, never synced, the registration) older than this is stale: two missed 6-hour syncs, in ms. */
export const SYNC_STALE_AFTER_MS = 12 * 60 * 60 * 1000;

/** The OpenSSL verify code of an expired certificate (Node's `authorizationError`): said once, as the expiry. */
const EXPIRED_CERTIFICATE = "CERT_HAS_EXPIRED";

/** Why a site is not operational; each reason names the state it implies in `REASON_STATE`. */
export type HealthReason =
  | { code: "site_paused" }
  | { code: "monitor_paused" }
  | { code: "maintenance"; endsAt: Date; title: string | null }
  /** Its monitor declared it down: failed checks beyond its retries since `since`. */
  | { code: "down"; since: Date; failures: number; error: string | null }
  /** Its last check failed, with retries left before it counts as down. */
  | { code: "check_failing"; failures: number; retries: number; error: string | null }
  | { code: "not_checked" }
  /** Its last sync failed; `failures` is 2 when the one before failed too. */
  | { code: "sync_failed"; failures: 1 | 2 }
  | { code: "sync_partial" }
  /** No good sync for `SYNC_STALE_AFTER_MS`: `lastSync` null means never, counted from `since` (its registration). */
  | { code: "sync_stale"; lastSync: Date | null; since: Date }
  | { code: "critical_errors"; count: number }
  | { code: "critical_issues"; count: number }
  | { code: "certificate_expired"; expiresAt: Date }
  | { code: "certificate_expiring"; expiresAt: Date; days: number }
  /** `error` is the TLS verify code (e.g. `DEPTH_ZERO_SELF_SIGNED_CERT`). */
  | { code: "certificate_untrusted"; error: string };

export type HealthReasonCode = HealthReason["code"];

/** The state each reason makes a site at least (the first rule of the table that it meets). */
export const REASON_STATE: Record<HealthReasonCode, SiteHealthState> = {
  site_paused: "paused",
  monitor_paused: "paused",
  maintenance: "maintenance",
  down: "down",
  check_failing: "degraded",
  not_checked: "unknown",
  sync_failed: "degraded",
  sync_partial: "degraded",
  sync_stale: "degraded",
  critical_errors: "degraded",
  critical_issues: "degraded",
  certificate_expired: "degraded",
  certificate_expiring: "degraded",
  certificate_untrusted: "degraded",
};

/** What the uptime monitor says (lib/db/schema/uptime.ts `site_monitors`). */
export interface MonitorInput {
  state: MonitorState;
  paused: boolean;
  lastCheckedAt: Date | null;
  consecutiveFailures: number;
  retries: number;
  downSince: Date | null;
  lastError: string | null;
  /** The certificate's `valid_to` at the last check that read one, trusted or not. */
  certExpiresAt: Date | null;
  /** Why that certificate is not trusted (a TLS verify code), null when it is. */
  certError: string | null;
}

/** Everything the rules read about one site. */
export interface SiteHealthInput {
  /** False when the site is paused in Site Control. */
  isActive: boolean;
  /** When it was registered: a site that never synced counts its sync age from there. */
  createdAt: Date;
  /** Null until the uptime tick has created its monitor. */
  monitor: MonitorInput | null;
  /** The last good sync (success or partial), and the latest sync report statuses, newest first. */
  lastSync: Date | null;
  recentSyncStatuses: readonly string[];
  /** Unresolved critical errors in its latest sync. */
  criticalErrors: number;
  /** Unresolved critical fleet issues its latest sync carries. */
  criticalIssues: number;
  /** Its maintenance windows that have not ended (lib/site-health/maintenance-windows.ts). */
  maintenance: readonly MaintenanceWindow[];
  /** Days before a certificate's expiry that it counts as expiring (the `certificate_expiring` alert rule's). */
  certificateWarningDays: number;
}

/** A site's health: its state and every reason that lowered it (empty when operational). */
export interface SiteHealth {
  state: SiteHealthState;
  reasons: HealthReason[];
}

const DAY_MS = 86_400_000;

/**
 * The uptime monitor's reason, if any: down, failing with retries left, or not checked yet (never, or
 * not since it was resumed: `pending` without a failure).
 */
function monitorReason(monitor: MonitorInput | null): HealthReason | null {
  if (!monitor?.lastCheckedAt || (monitor.state === "pending" && monitor.consecutiveFailures === 0))
    return { code: "not_checked" };
  if (monitor.state === "down") {
    return {
      code: "down",
      since: monitor.downSince ?? monitor.lastCheckedAt,
      failures: monitor.consecutiveFailures,
      error: monitor.lastError,
    };
  }
  if (monitor.state === "pending") {
    return {
      code: "check_failing",
      failures: monitor.consecutiveFailures,
      retries: monitor.retries,
      error: monitor.lastError,
    };
  }
  return null;
}

/** The sync reasons: the latest report failed or was partial, and no good sync for too long. */
function syncReasons(site: SiteHealthInput, now: Date): HealthReason[] {
  const reasons: HealthReason[] = [];
  const [last, previous] = site.recentSyncStatuses;
  if (last === "failed") reasons.push({ code: "sync_failed", failures: previous === "failed" ? 2 : 1 });
  else if (last === "partial") reasons.push({ code: "sync_partial" });
  const since = site.lastSync ?? site.createdAt;
  if (now.getTime() - since.getTime() > SYNC_STALE_AFTER_MS)
    reasons.push({ code: "sync_stale", lastSync: site.lastSync, since });
  return reasons;
}

/** The certificate reasons: expired, expiring within the warning days, or not trusted. */
function certificateReasons(site: SiteHealthInput, now: Date): HealthReason[] {
  const reasons: HealthReason[] = [];
  const expiresAt = site.monitor?.certExpiresAt;
  if (expiresAt) {
    const left = expiresAt.getTime() - now.getTime();
    if (left <= 0) reasons.push({ code: "certificate_expired", expiresAt });
    else if (left < site.certificateWarningDays * DAY_MS)
      reasons.push({ code: "certificate_expiring", expiresAt, days: Math.floor(left / DAY_MS) });
  }
  const error = site.monitor?.certError;
  if (error && !(error === EXPIRED_CERTIFICATE && reasons.some((r) => r.code === "certificate_expired"))) {
    reasons.push({ code: "certificate_untrusted", error });
  }
  return reasons;
}

/**
 * The health of `site` at `now`. The first rule that applies decides the state (docs/federation-protocol.md
 * "Site health"): paused, maintenance, down, unknown (never checked), degraded, operational. A paused site
 * or one in maintenance gives only that reason; otherwise every problem found is listed, worst first.
 */
export function siteHealth(site: SiteHealthInput, now: Date): SiteHealth {
  const paused: HealthReason[] = [];
  if (!site.isActive) paused.push({ code: "site_paused" });
  if (site.monitor?.paused) paused.push({ code: "monitor_paused" });
  if (paused.length > 0) return { state: "paused", reasons: paused };

  const window = activeWindow(site.maintenance, now);
  if (window)
    return { state: "maintenance", reasons: [{ code: "maintenance", endsAt: window.endsAt, title: window.title }] };

  const uptime = monitorReason(site.monitor);
  const reasons = [
    ...(uptime ? [uptime] : []),
    ...syncReasons(site, now),
    ...(site.criticalErrors > 0 ? [{ code: "critical_errors" as const, count: site.criticalErrors }] : []),
    ...(site.criticalIssues > 0 ? [{ code: "critical_issues" as const, count: site.criticalIssues }] : []),
    ...certificateReasons(site, now),
  ];
  const states = new Set(reasons.map((reason) => REASON_STATE[reason.code]));
  const state = (["down", "unknown", "degraded"] as const).find((s) => states.has(s)) ?? "operational";
  return { state, reasons };
}

/** `rows` sorted worst health first (`HEALTH_SEVERITY`), keeping their order within a state. */
export function worstFirst<T extends { health: { state: SiteHealthState } }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => HEALTH_SEVERITY.indexOf(a.health.state) - HEALTH_SEVERITY.indexOf(b.health.state));
}

/** True for every state but `operational`: what "Need Attention" counts. */
export function needsAttention(state: SiteHealthState): boolean {
  return state !== "operational";
}

/** How many of `healths` are in each state (every state present, 0 when none). */
export function countByState(healths: readonly { state: SiteHealthState }[]): Record<SiteHealthState, number> {
  const counts = Object.fromEntries(SITE_HEALTH_STATES.map((state) => [state, 0])) as Record<SiteHealthState, number>;
  for (const { state } of healths) counts[state] += 1;
  return counts;
}
