/** Reads of `job_runs` for the admin screens. */
import "server-only";
import { desc, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import { jobRuns, type JobRun } from "@/lib/db/schema";
import { JOBS } from "./jobs";

/** A registered job and its latest run (null: never run on this database). */
export interface JobStatus {
  name: string;
  schedule: string;
  lastRun: JobRun | null;
}

/**
 * The latest run of every job of the registry, in registry order: one `DISTINCT ON (job)` over the
 * (job, tick) unique index, one row per job whatever the table holds.
 */
export async function lastJobRuns(): Promise<JobStatus[]> {
  const latest = await db
    .selectDistinctOn([jobRuns.job])
    .from(jobRuns)
    .where(
      inArray(
        jobRuns.job,
        JOBS.map((j) => j.name),
      ),
    )
    .orderBy(jobRuns.job, desc(jobRuns.tick));
  const byJob = new Map(latest.map((run) => [run.job, run]));
  return JOBS.map((job) => ({ name: job.name, schedule: job.schedule, lastRun: byJob.get(job.name) ?? null }));
}
