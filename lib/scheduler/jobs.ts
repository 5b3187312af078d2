/**
 * Jobs of the in-process scheduler. On Vercel the same work runs from `vercel.json` crons through the
 * `/api/cron/*` routes; each job here calls the same function as its route.
 */
import { purgeExpiredRows } from "@/lib/maintenance";

/** A recurring job: `pattern` is a cron expression (UTC), `run` must not throw for routine failures. */
export interface ScheduledJob {
  name: string;
  pattern: string;
  run: () => Promise<unknown>;
}

export const jobs: ScheduledJob[] = [{ name: "maintenance", pattern: "17 3 * * *", run: purgeExpiredRows }];
