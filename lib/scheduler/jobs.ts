/**
 * Jobs of the in-process scheduler. On Vercel the same work runs from `vercel.json` crons through the
 * `/api/cron/*` routes; each job here calls the same function as its route.
 */
import { purgeResolvedErrors } from "@/lib/errors/retention";
import { syncAllSites } from "@/lib/federation/sync";
import { purgeExpiredRows } from "@/lib/maintenance";
import { retryDueMessages } from "@/lib/outbox/retry";
import { runScheduledDigest } from "@/lib/todos/run-scheduled-digest";

/** A recurring job: `pattern` is a cron expression (UTC), `run` must not throw for routine failures. */
export interface ScheduledJob {
  name: string;
  pattern: string;
  run: () => Promise<unknown>;
}

export const jobs: ScheduledJob[] = [
  { name: "maintenance", pattern: "17 3 * * *", run: purgeExpiredRows },
  { name: "weekly-todo", pattern: "0 * * * *", run: () => runScheduledDigest() },
  { name: "error-retention", pattern: "43 3 * * *", run: () => purgeResolvedErrors() },
  { name: "outbox-retry", pattern: "* * * * *", run: () => retryDueMessages() },
  { name: "federated-sync", pattern: "0 */6 * * *", run: () => syncAllSites() },
];
