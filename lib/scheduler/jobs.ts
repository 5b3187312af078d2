/**
 * The scheduled jobs, declared once: the in-process scheduler (lib/scheduler/index.ts) and the cron
 * route `GET /api/cron/<name>` (app/api/cron/[job]/route.ts, called by Vercel Cron from `vercel.json`,
 * which tests/unit/scheduled-jobs.test.ts checks against this list) both read it. Every run goes through
 * the tick claim of lib/scheduler/job-runs.ts, so a tick runs once whichever instances fire it.
 */
import { refreshHostCalendars } from "@/lib/bookings/host-calendars";
import { sendBookingReminders } from "@/lib/bookings/send-reminders";
import { db } from "@/lib/db";
import { sendOverdueReminders } from "@/lib/invoices/overdue-reminders";
import { purgeResolvedErrors } from "@/lib/error-monitor/purge-resolved-errors";
import { syncSites } from "@/lib/federation/sync";
import { purgeExpiredRows } from "@/lib/maintenance/purge-expired-rows";
import { retryDueMessages } from "@/lib/outbox/retry";
import { mailPendingInvoices } from "@/lib/invoices/mail-pending-invoices";
import { finishAcceptances } from "@/lib/quotes/finish-acceptances";
import { sendMonthlyReports } from "@/lib/status-reports/send-monthly-reports";
import { processNotifications } from "@/lib/status-subscribers/fan-out";
import { fetchPendingMedia } from "@/lib/sms/fetch-media";
import { runScheduledDigest } from "@/lib/todos/run-scheduled-digest";
import { runUptimeTick } from "@/lib/uptime/runner";

/** A recurring job. `R` is what `run` answers (the cron route's JSON), `summarize` turns it into the Jobs card's line. */
export interface ScheduledJob<R = unknown> {
  /** The `/api/cron/<name>` segment and `job_runs.job`. */
  name: string;
  /** Cron expression, UTC (the same in `vercel.json`). */
  schedule: string;
  /** One tick, in milliseconds: the schedule fires once per period, and a tick is the firing time truncated to it. */
  periodMs: number;
  /** Does the tick's work. Routine failures (a dead site, a refused e-mail) are results, not throws. */
  run(tick: Date): Promise<R>;
  summarize(result: R): string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Keeps `R` of one entry while the list holds jobs of different result types. */
const job = <R>(definition: ScheduledJob<R>): ScheduledJob => definition as ScheduledJob;

export const JOBS: readonly ScheduledJob[] = [
  job({
    name: "maintenance",
    schedule: "17 3 * * *",
    periodMs: 24 * HOUR_MS,
    run: purgeExpiredRows,
    summarize: (r) =>
      `Purged ${r.sessions} expired sessions, ${r.rateLimits} rate-limit windows, ${r.jobRuns} old job runs and ${r.auditRows} audit rows; rolled ${r.uptime.heartbeats} heartbeats into hourly uptime rows`,
  }),
  job({
    name: "weekly-todo",
    schedule: "0 * * * *",
    periodMs: HOUR_MS,
    run: () => runScheduledDigest(),
    summarize: (r) => (r.action === "sent" ? "Digest sent" : `Digest not sent (${r.reason})`),
  }),
  job({
    name: "error-retention",
    schedule: "43 3 * * *",
    periodMs: 24 * HOUR_MS,
    run: () => purgeResolvedErrors(db),
    summarize: (r) => `Deleted ${r.deleted} resolved errors`,
  }),
  job({
    name: "outbox-retry",
    schedule: "* * * * *",
    periodMs: MINUTE_MS,
    run: () => retryDueMessages(),
    summarize: (r) => `${r.sent} sent, ${r.failed} failed, ${r.deferred} waiting for quiet hours, ${r.skipped} skipped`,
  }),
  job({
    name: "sms-media",
    schedule: "* * * * *",
    periodMs: MINUTE_MS,
    // The photos of an MMS whose fetch after the webhook's answer never ran (the process stopped).
    run: (tick) => fetchPendingMedia(db, { sweep: true, now: tick }),
    summarize: (r) => `${r.stored} media stored, ${r.tooLarge} too large, ${r.failed} failed`,
  }),
  job({
    name: "booking-reminders",
    schedule: "* * * * *",
    periodMs: MINUTE_MS,
    run: (tick) => sendBookingReminders(db, tick),
    summarize: (r) => `${r.emails} reminder e-mails and ${r.texts} texts queued`,
  }),
  job({
    name: "invoice-reminders",
    schedule: "20 * * * *",
    periodMs: HOUR_MS,
    run: (tick) => sendOverdueReminders(db, tick),
    summarize: (r) =>
      `${r.emails} overdue reminder e-mails and ${r.texts} texts queued${r.waiting > 0 ? ` (${r.waiting} waiting for quiet hours)` : ""}`,
  }),
  job({
    name: "booking-calendars",
    schedule: "*/10 * * * *",
    periodMs: 10 * MINUTE_MS,
    run: (tick) => refreshHostCalendars(db, tick),
    summarize: (r) => `${r.read} host calendars read (${r.busyTimes} busy times), ${r.failed} failed`,
  }),
  job({
    name: "uptime",
    schedule: "* * * * *",
    periodMs: MINUTE_MS,
    // Passes until shortly before the next minute, so intervals under a minute are kept (lib/uptime/runner.ts).
    run: (tick) => runUptimeTick(tick),
    summarize: (r) =>
      `${r.checked} checks: ${r.up} up, ${r.pending} pending, ${r.down} down, ${r.maintenance} in maintenance; ${r.alerts} alerts`,
  }),
  job({
    name: "status-notifications",
    schedule: "* * * * *",
    periodMs: MINUTE_MS,
    // Writers start the fan-out at once; this picks up what an instance that died left (lib/status-subscribers/fan-out.ts).
    run: (tick) => processNotifications({ deadline: tick.getTime() + 50_000 }),
    summarize: (r) => `${r.notifications} notices fanned out, ${r.queued} messages queued`,
  }),
  job({
    name: "status-reports",
    schedule: "5 * * * *",
    periodMs: HOUR_MS,
    // Hourly, so each page's month is sent within the hour after it ends in the page's own zone.
    run: (tick) => sendMonthlyReports(tick),
    summarize: (r) =>
      `${r.reports} monthly reports, ${r.emails} e-mails queued${r.failed > 0 ? `, ${r.failed} failed` : ""}`,
  }),
  job({
    name: "quote-acceptances",
    schedule: "*/5 * * * *",
    periodMs: 5 * MINUTE_MS,
    // What an acceptance starts, when its follow-up after the client's answer never ran (lib/quotes/finish-acceptances.ts).
    run: (tick) => finishAcceptances(tick),
    summarize: (r) => `${r.finished} acceptances sealed and started${r.failed > 0 ? `, ${r.failed} failed` : ""}`,
  }),
  job({
    name: "invoice-mail",
    schedule: "*/5 * * * *",
    periodMs: 5 * MINUTE_MS,
    // An issued invoice whose e-mail never went (lib/invoices/mail-pending-invoices.ts).
    run: (tick) => mailPendingInvoices(tick),
    summarize: (r) => `${r.mailed} invoices e-mailed${r.failed > 0 ? `, ${r.failed} failed` : ""}`,
  }),
  job({
    name: "federated-sync",
    schedule: "0 */6 * * *",
    periodMs: 6 * HOUR_MS,
    // The tick as the run's start: a run that takes over a crashed one skips the sites already synced
    // in this tick. The per-site leases still split the work inside the run.
    run: async (tick) => {
      const { total, success, partial, failed, skipped, durationMs } = await syncSites({ startedAt: tick });
      return { total, success, partial, failed, skipped, durationMs };
    },
    summarize: (r) =>
      `${r.success} ok, ${r.partial} partial, ${r.failed} failed, ${r.skipped} skipped of ${r.total} sites`,
  }),
];

/** The job called `name`, or undefined. */
export function findJob(name: string): ScheduledJob | undefined {
  return JOBS.find((j) => j.name === name);
}
