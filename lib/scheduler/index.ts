/**
 * The in-process scheduler (croner), started once per server process from `instrumentation.ts` unless
 * `SCHEDULER=off` or on Vercel. `protect` skips a run while the previous one is still going.
 */
import { Cron } from "croner";
import { env } from "@/lib/env";
import { reportError } from "@/lib/errors/report-error";
import { jobs } from "./jobs";

const globalForScheduler = globalThis as unknown as { __scheduler?: Cron[] };

/** Starts every job of `jobs.ts`; a no-op when disabled or already started. Returns the number started. */
export function startScheduler(): number {
  if (!env.schedulerEnabled || globalForScheduler.__scheduler) return 0;
  globalForScheduler.__scheduler = jobs.map(
    (job) =>
      new Cron(job.pattern, { name: job.name, timezone: "UTC", protect: true }, async () => {
        try {
          await job.run();
        } catch (error) {
          console.error(`[scheduler] job ${job.name} failed`, error);
          // Like an unhandled 500: nobody is waiting for the job, so the error monitor must see it.
          await reportError(error, { severity: "high", userId: null });
        }
      }),
  );
  return jobs.length;
}
