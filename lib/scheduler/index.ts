/**
 * The in-process scheduler (croner), started once per server process from `instrumentation.ts` unless
 * `SCHEDULER=off` or on Vercel. Every job of lib/scheduler/jobs.ts fires through `runTick`, so several
 * instances, each with its scheduler on, run each tick once (docs/decisions/data-and-jobs.md "Tick identity").
 * `protect` skips a firing while the previous one is still going in this process.
 */
import { Cron } from "croner";
import { isDatabaseUnavailable, logDatabaseOutage } from "@/lib/db/unavailable";
import { env } from "@/lib/env";
import { reportError } from "@/lib/error-monitor/report-error";
import { runTick } from "./job-runs";
import { JOBS } from "./jobs";

const globalForScheduler = globalThis as unknown as { __scheduler?: Cron[] };

/** Starts every job of `jobs.ts`; a no-op when disabled or already started. Returns the number started. */
export function startScheduler(): number {
  if (!env.schedulerEnabled || globalForScheduler.__scheduler) return 0;
  globalForScheduler.__scheduler = JOBS.map(
    (job) =>
      new Cron(job.schedule, { name: job.name, timezone: "UTC", protect: true }, async () => {
        // croner fires at or just after the scheduled time, so now truncates to the scheduled tick.
        const firedAt = new Date();
        try {
          await runTick(job, firedAt);
        } catch (error) {
          // A database blip is one infrastructure line, not an error per job and minute.
          if (isDatabaseUnavailable(error)) return logDatabaseOutage(error, `the ${job.name} job`);
          console.error(`[scheduler] job ${job.name} failed`, error);
          // Like an unhandled 500: nobody is waiting for the job, so the error monitor must see it.
          await reportError(error, { severity: "high", userId: null });
        }
      }),
  );
  return JOBS.length;
}
