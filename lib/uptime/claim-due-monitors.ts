/**
 * Monitor leases (docs/federation-protocol.md "Monitors"): a check claims its monitor with one
 * `UPDATE … FROM (SELECT … FOR UPDATE SKIP LOCKED)` that hands it a lease token and moves `next_check_at`
 * to the lease's end. Concurrent claims (two instances, a tick and "Check now") skip the row the other
 * holds, and the moved due time takes a claimed monitor off the due list without walking past it, so
 * one monitor is never checked twice at once. Only the token's holder may record the check; a crashed
 * check's monitor is due again when its lease ends.
 *
 * Times come from the caller's clock (`at`), not the database's, so tests can drive the machine with a
 * fake clock; instances are expected to keep their clocks within the lease margin (NTP).
 */
import { randomUUID } from "node:crypto";
import { and, eq, notExists, sql } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import { federatedSites, siteMonitors, uptimeHeartbeats, type SiteMonitor } from "@/lib/db/schema";
import {
  maintenanceRulesJson,
  occurrencesOf,
  ruleFromJson,
  type MaintenanceRuleJson,
} from "@/lib/scheduled-maintenance/site-rules";
import type { MaintenanceWindow } from "@/lib/site-health/maintenance-windows";
import { openOutageIncident, resolveOutageIncident, type OutageIncidentChange } from "@/lib/incidents/outage-incidents";
import type { CheckResult, CheckTarget } from "./check";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { transition, type Transition } from "./state-machine";

/** A claimed monitor: what the check and the state machine need, and the token that proves the claim. */
export interface ClaimedMonitor extends CheckTarget {
  siteId: number;
  siteName: string;
  leaseToken: string;
  state: SiteMonitor["state"];
  consecutiveFailures: number;
  retries: number;
  intervalSeconds: number;
  downSince: Date | null;
  /** The occurrences of the scheduled maintenance covering its site around the claim (lib/scheduled-maintenance). */
  maintenance: MaintenanceWindow[];
  certAlertedFor: Date | null;
  /** What the site's health read from the monitor before this check (lib/site-health). */
  lastCheckedAt: Date | null;
  certExpiresAt: Date | null;
  certError: string | null;
}

/** Extra time a lease holds beyond the check's own timeout, in milliseconds (recording, a slow database). */
export const LEASE_MARGIN_MS = 30_000;

/**
 * Creates the missing monitors with the defaults (sites the console did not create: auto-registered
 * before monitors existed, inserted by a script); answers how many.
 */
export async function ensureMonitors(database: Database): Promise<number> {
  const missing = await database
    .select({ siteId: federatedSites.id })
    .from(federatedSites)
    .where(
      notExists(
        database
          .select({ one: sql`1` })
          .from(siteMonitors)
          .where(eq(siteMonitors.siteId, federatedSites.id)),
      ),
    );
  if (missing.length === 0) return 0;
  // Another pass may create some meanwhile: those are skipped.
  const created = await database
    .insert(siteMonitors)
    .values(missing)
    .onConflictDoNothing()
    .returning({ siteId: siteMonitors.siteId });
  return created.length;
}

/** A claimed row as the claim's `returning` names it (snake_case: the statement is raw SQL, below). */
type ClaimRow = {
  site_id: number;
  site_name: string;
  site_url: string;
  check_path: string | null;
  timeout_ms: number;
  expected_status_min: number;
  expected_status_max: number;
  keyword: string | null;
  ignore_tls_errors: boolean;
  state: SiteMonitor["state"];
  consecutive_failures: number;
  retries: number;
  interval_seconds: number;
  down_since: string | Date | null;
  maintenance: MaintenanceRuleJson[];
  cert_alerted_for: string | Date | null;
  last_checked_at: string | Date | null;
  cert_expires_at: string | Date | null;
  cert_error: string | null;
};

/** A timestamp as pg (a Date) or PGlite (a string) answers it from raw SQL. */
const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/** How far around a claim its maintenance windows are expanded, in ms: the check and its lease fall inside. */
const WINDOWS_AROUND_MS = 86_400_000;

/** The occurrences of a claimed site's rules within a day either side of `at`. */
function maintenanceAround(rules: MaintenanceRuleJson[], at: Date): MaintenanceWindow[] {
  return occurrencesOf(
    rules.map(ruleFromJson),
    new Date(at.getTime() - WINDOWS_AROUND_MS),
    new Date(at.getTime() + WINDOWS_AROUND_MS),
  );
}

/** Which monitors a claim may take: `siteId` one monitor due or not ("Check now"); `siteIds` limits a pass to those sites (tests, benches). */
export interface ClaimOptions {
  siteId?: number;
  siteIds?: number[];
}

/**
 * Claims up to `limit` monitors due at `at` (earliest due first; only active sites, not paused), or the
 * one monitor `siteId` when given (due or not: "Check now"), unless another claim holds it.
 */
export async function claimMonitors(at: Date, limit: number, options: ClaimOptions = {}): Promise<ClaimedMonitor[]> {
  const token = randomUUID();
  const when = at.toISOString();
  const due =
    options.siteId === undefined
      ? sql`m.next_check_at <= ${when}`
      : sql`m.site_id = ${options.siteId} and (m.lease_until is null or m.lease_until <= ${when})`;
  // One array parameter, not one parameter per id: a pass claims once per check.
  const among = options.siteIds ? sql` and m.site_id = any(${`{${options.siteIds.join(",")}}`}::int[])` : sql``;
  // Raw SQL: the builder cannot say `FOR UPDATE OF m SKIP LOCKED` inside the CTE an `UPDATE … FROM` reads.
  const result = await db.execute(sql`
    with due as (
      select m.site_id from site_monitors m join federated_sites s on s.id = m.site_id
      where not m.paused and s.is_active and ${due}${among}
      order by m.next_check_at
      limit ${limit}
      for update of m skip locked
    )
    update site_monitors m
    set lease_token = ${token},
        lease_until = ${at.toISOString()}::timestamptz + make_interval(secs => (m.timeout_ms + ${LEASE_MARGIN_MS}) / 1000.0),
        next_check_at = ${at.toISOString()}::timestamptz + make_interval(secs => (m.timeout_ms + ${LEASE_MARGIN_MS}) / 1000.0)
    from due, federated_sites s
    where m.site_id = due.site_id and s.id = m.site_id
    returning m.site_id, s.site_name, s.site_url, m.check_path, m.timeout_ms, m.expected_status_min, m.expected_status_max,
      m.keyword, m.ignore_tls_errors, m.state, m.consecutive_failures, m.retries, m.interval_seconds, m.down_since,
      m.cert_alerted_for, m.last_checked_at, m.cert_expires_at, m.cert_error, ${maintenanceRulesJson(sql.raw("m.site_id"), at)} as maintenance`);
  // pg and PGlite both answer `{ rows }`.
  return (result as unknown as { rows: ClaimRow[] }).rows.map((r) => ({
    siteId: r.site_id,
    siteName: r.site_name,
    siteUrl: r.site_url,
    leaseToken: token,
    checkPath: r.check_path,
    timeoutMs: r.timeout_ms,
    expectedStatusMin: r.expected_status_min,
    expectedStatusMax: r.expected_status_max,
    keyword: r.keyword,
    ignoreTlsErrors: r.ignore_tls_errors,
    state: r.state,
    consecutiveFailures: r.consecutive_failures,
    retries: r.retries,
    intervalSeconds: r.interval_seconds,
    downSince: asDate(r.down_since),
    maintenance: maintenanceAround(r.maintenance, at),
    certAlertedFor: asDate(r.cert_alerted_for),
    lastCheckedAt: asDate(r.last_checked_at),
    certExpiresAt: asDate(r.cert_expires_at),
    certError: r.cert_error,
  }));
}

/**
 * Whether a check moved what the site's health reads of its monitor: the first check, a new state, a
 * failure counted while retries remain, or another certificate. A down site failing once more does not:
 * its state and reasons stay (the Uptime tab follows each check on its own topic).
 */
function healthInputsMoved(monitor: ClaimedMonitor, next: Transition, result: CheckResult): boolean {
  if (!monitor.lastCheckedAt || next.state !== monitor.state) return true;
  if (next.state === "pending" && next.consecutiveFailures !== monitor.consecutiveFailures) return true;
  if (!result.certExpiresAt) return false;
  return result.certExpiresAt.getTime() !== monitor.certExpiresAt?.getTime() || result.certError !== monitor.certError;
}

/**
 * What recording a check did: the transition, whether an expiring-certificate warning is due, whether an
 * input of the site's health moved (`healthInputsMoved`: what the status pages show of the site), and the
 * outage's incident opened or resolved with it.
 */
export interface Recorded {
  transition: Transition;
  certificateWarning: boolean;
  healthMoved: boolean;
  incident: OutageIncidentChange | null;
}

/**
 * Records the check of a claimed monitor in one transaction: its heartbeat, the new state, the next due
 * time (`at` + interval), the lease released, the live-update topics of the screens that show it, and
 * the outage's incident opened or resolved (lib/incidents/outage-incidents.ts). `certificateDays`: a
 * certificate expiring sooner than
 * this warns, once per certificate.
 * @returns what changed, or null when the claim was lost (its lease lapsed and another check took over):
 * nothing is written then.
 */
export async function recordCheck(
  monitor: ClaimedMonitor,
  result: CheckResult,
  at: Date,
  certificateDays: number,
): Promise<Recorded | null> {
  const next = transition(monitor, result.ok, at);
  const expiry = result.certExpiresAt;
  const certificateWarning =
    !!expiry &&
    expiry.getTime() - at.getTime() < certificateDays * 86_400_000 &&
    monitor.certAlertedFor?.getTime() !== expiry.getTime();
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .update(siteMonitors)
      .set({
        state: next.state,
        ...(next.state !== monitor.state ? { stateChangedAt: at } : {}),
        consecutiveFailures: next.consecutiveFailures,
        downSince: next.downSince,
        nextCheckAt: new Date(at.getTime() + monitor.intervalSeconds * 1000),
        leaseToken: null,
        leaseUntil: null,
        lastCheckedAt: at,
        lastResponseMs: result.responseMs,
        lastHttpStatus: result.httpStatus,
        lastError: result.error,
        ...(expiry ? { certExpiresAt: expiry, certError: result.certError } : {}),
        ...(certificateWarning ? { certAlertedFor: expiry } : {}),
      })
      .where(and(eq(siteMonitors.siteId, monitor.siteId), eq(siteMonitors.leaseToken, monitor.leaseToken)))
      .returning({ siteId: siteMonitors.siteId });
    if (!kept) return null;
    await tx
      .insert(uptimeHeartbeats)
      .values({
        siteId: monitor.siteId,
        checkedAt: at,
        status: next.heartbeat,
        responseMs: result.responseMs,
        httpStatus: result.httpStatus,
        certExpiresAt: expiry,
        error: result.error,
      })
      // Two checks of one monitor in the same microsecond cannot both hold its lease; a clock step back could.
      .onConflictDoNothing();
    // The incident goes with the transition that raises the alert, in its transaction: one per outage.
    let incident: OutageIncidentChange | null = null;
    if (next.alert === "site_down") incident = await openOutageIncident(tx, monitor.siteId, next.downSince ?? at);
    else if (next.alert === "site_up" && monitor.downSince)
      incident = await resolveOutageIncident(tx, monitor.siteId, monitor.downSince, at);
    // The chosen monitor's figures move with every check; the site's health only when an input of it did.
    const topics = [liveTopic("uptime", monitor.siteId)];
    const healthMoved = healthInputsMoved(monitor, next, result);
    if (healthMoved) topics.push(liveTopic("sites"), liveTopic("site", monitor.siteId));
    await publishChange(tx, ...topics);
    return { transition: next, certificateWarning, healthMoved, incident };
  });
}
