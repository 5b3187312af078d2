/**
 * The uptime check runner (docs/federation-protocol.md "Monitors"). The
 * per-minute `uptime` job (lib/scheduler/jobs.ts) runs `runUptimeTick`: passes of `runUptimeChecks` until
 * shortly before the next minute, sleeping until the next monitor is due, so a 20-second interval is
 * honoured by a once-a-minute job. A pass claims due monitors one at a time (lib/uptime/claim-due-monitors.ts), checks
 * them `UPTIME_CHECK_CONCURRENCY` at once, records each check with its state transition in one
 * transaction, and raises the transition's alerts after that transaction has committed.
 */
import { and, eq, min, not } from "drizzle-orm";
import { raiseAlert } from "@/lib/alerts/raise";
import { db } from "@/lib/db";
import { federatedSites, siteMonitors } from "@/lib/db/schema";
import { certificateWarningDays } from "@/lib/site-health/queries";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { expireStatusSites } from "@/lib/cache/status-pages";
import { processNotificationsSoon } from "@/lib/status-subscribers/fan-out";
import { checkSite } from "./check";
import { claimMonitors, ensureMonitors, recordCheck, type ClaimedMonitor, type Recorded } from "./claim-due-monitors";
import { formatDateTime, isoDay } from "@/lib/format/date";
import { healthLine } from "@/lib/alerts/health-line";

/** A tick stops starting passes this long after its minute began, in ms, leaving room for the last checks. */
const TICK_BUDGET_MS = 45_000;
/** Shortest sleep between two passes of a tick, in ms. */
const MIN_SLEEP_MS = 1_000;
/**
 * Database calls a pass makes at once, whatever its check concurrency: the pool has 10 connections
 * (lib/db), and requests served meanwhile (the SMS webhook) must not queue behind a hundred checks'
 * claims and records; half the pool stays theirs.
 */
const DB_SLOTS = 5;

/** Runs `task` when fewer than `slots` tasks of `gate` are running; a FIFO queue otherwise. */
function gate(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Options of a pass. `now` is the clock (tests use a fake one); `allowPrivate` overrides `ALLOW_PRIVATE_SITE_URLS`. */
export interface UptimeOptions {
  now?: () => Date;
  concurrency?: number;
  allowPrivate?: boolean;
  /** Only these sites' monitors (tests and benches sharing a database with other sites). */
  siteIds?: number[];
}

/** What a pass or tick did: checks by resulting heartbeat status, lost claims, and alerts raised. */
export interface UptimeSummary {
  checked: number;
  up: number;
  down: number;
  pending: number;
  maintenance: number;
  /** Checks whose lease lapsed before they were recorded (nothing written). */
  lost: number;
  alerts: number;
}

const emptySummary = (): UptimeSummary => ({
  checked: 0,
  up: 0,
  down: 0,
  pending: 0,
  maintenance: 0,
  lost: 0,
  alerts: 0,
});

/** The alerts of one recorded check, raised after its transaction committed, each naming the site's health. Answers how many. */
async function raiseAlerts(
  monitor: ClaimedMonitor,
  recorded: Recorded,
  at: Date,
  certExpiresAt: Date | null,
): Promise<number> {
  const { alert } = recorded.transition;
  if (!alert && !(recorded.certificateWarning && certExpiresAt)) return 0;
  const health = await healthLine(monitor.siteId, at);
  const now = health ? ` Health now: ${health}.` : "";
  let raised = 0;
  if (alert === "site_down") {
    const summary = health
      ? `${monitor.siteUrl}: ${health}`
      : `${monitor.siteUrl} failed ${recorded.transition.consecutiveFailures} checks in a row.`;
    await raiseAlert({
      rule: "site_down",
      siteId: monitor.siteId,
      at,
      subject: `${monitor.siteName} is down`,
      summary,
    });
    raised++;
  } else if (alert === "site_up") {
    const since = monitor.downSince ? ` (down since ${formatDateTime(monitor.downSince)})` : "";
    await raiseAlert({
      rule: "site_up",
      siteId: monitor.siteId,
      at,
      subject: `${monitor.siteName} is back up`,
      summary: `${monitor.siteUrl} answered again${since}.${now}`,
    });
    raised++;
  }
  if (recorded.certificateWarning && certExpiresAt) {
    const days = Math.floor((certExpiresAt.getTime() - at.getTime()) / 86_400_000);
    await raiseAlert({
      rule: "certificate_expiring",
      siteId: monitor.siteId,
      at,
      subject: `${monitor.siteName}: certificate expires ${isoDay(certExpiresAt)}`,
      summary: `The TLS certificate of ${monitor.siteUrl} expires on ${certExpiresAt.toISOString()} (${days < 0 ? "already expired" : `in ${days} days`}).${now}`,
    });
    raised++;
  }
  return raised;
}

type Gate = ReturnType<typeof gate>;

/** Checks one claimed monitor, records it (through `database`), raises its alerts; adds the outcome to `summary`. */
async function checkClaimed(
  monitor: ClaimedMonitor,
  at: Date,
  certificateDays: number,
  options: UptimeOptions,
  summary: UptimeSummary,
  database: Gate,
): Promise<Recorded | null> {
  const result = await checkSite(
    monitor,
    options.allowPrivate === undefined ? {} : { allowPrivate: options.allowPrivate },
  );
  const recorded = await database(() => recordCheck(monitor, result, at, certificateDays));
  if (!recorded) {
    summary.lost++;
    return null;
  }
  summary.checked++;
  summary[recorded.transition.heartbeat]++;
  // What the status pages show of the site moved (its state, failures or certificate, or its incident):
  // their cached copies go, and the notices go out.
  if (recorded.healthMoved || recorded.incident) expireStatusSites([monitor.siteId]);
  if (recorded.incident?.notificationIds.length) processNotificationsSoon();
  summary.alerts += await raiseAlerts(monitor, recorded, at, result.certExpiresAt);
  return recorded;
}

/**
 * One pass: creates missing monitors, then checks every monitor due, `concurrency` at once, each claimed
 * just before its check. Monitors other instances hold are skipped.
 */
export async function runUptimeChecks(options: UptimeOptions = {}): Promise<UptimeSummary> {
  const now = options.now ?? (() => new Date());
  const concurrency = options.concurrency ?? env.UPTIME_CHECK_CONCURRENCY;
  if (options.siteIds?.length === 0) return emptySummary();
  await ensureMonitors(db);
  const certificateDays = await certificateWarningDays(db);
  const summary = emptySummary();
  const database = gate(DB_SLOTS);
  const worker = async () => {
    for (;;) {
      const at = now();
      const [monitor] = await database(() => claimMonitors(at, 1, options.siteIds ? { siteIds: options.siteIds } : {}));
      if (!monitor) return;
      await checkClaimed(monitor, at, certificateDays, options, summary, database);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summary;
}

/**
 * Checks site `siteId` now, whether due or not ("Check now").
 * @throws AppError `conflict` when its monitor is paused, its site inactive, or a check of it is running.
 */
export async function checkMonitorNow(siteId: number, options: UptimeOptions = {}): Promise<Recorded> {
  const at = (options.now ?? (() => new Date()))();
  await ensureMonitors(db);
  const [monitor] = await claimMonitors(at, 1, { siteId });
  if (!monitor) throw new AppError("conflict", "This site is paused, inactive or being checked right now");
  const recorded = await checkClaimed(monitor, at, await certificateWarningDays(db), options, emptySummary(), gate(1));
  if (!recorded) throw new AppError("conflict", "The check took too long to be recorded; try again");
  return recorded;
}

/** When the next active, unpaused monitor is due, or null when none is. */
async function nextDueAt(): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(siteMonitors.nextCheckAt) })
    .from(siteMonitors)
    .innerJoin(federatedSites, eq(federatedSites.id, siteMonitors.siteId))
    .where(and(not(siteMonitors.paused), eq(federatedSites.isActive, true)));
  return row?.next ? new Date(row.next) : null;
}

/**
 * The per-minute job: passes until `TICK_BUDGET_MS` after `tick`, sleeping until the next due monitor
 * between passes. Answers the passes' summaries added up.
 */
export async function runUptimeTick(tick: Date, options: UptimeOptions = {}): Promise<UptimeSummary> {
  const now = options.now ?? (() => new Date());
  const deadline = tick.getTime() + TICK_BUDGET_MS;
  const total = emptySummary();
  for (;;) {
    const pass = await runUptimeChecks(options);
    for (const key of Object.keys(total) as (keyof UptimeSummary)[]) total[key] += pass[key];
    const next = await nextDueAt();
    const wakeAt = Math.max(next?.getTime() ?? Infinity, now().getTime() + MIN_SLEEP_MS);
    if (wakeAt >= deadline) return total;
    await new Promise((resolve) => setTimeout(resolve, wakeAt - now().getTime()));
  }
}
