// GET /api/cron/{job} - one scheduled job of lib/scheduler/jobs.ts, for Vercel Cron (vercel.json); the in-process scheduler fires the same list
import { NextResponse } from "next/server";
import { withCron } from "@/lib/cron/with-cron";
import { AppError } from "@/lib/errors/app-error";
import { runTick } from "@/lib/scheduler/job-runs";
import { findJob } from "@/lib/scheduler/jobs";

/** The federated sync is bounded by the per-site timeout per wave of sites; give every job Vercel's longest default budget. */
export const maxDuration = 300;

/**
 * Fires the job's current tick: 200 with `{ job, tick, ran: true, summary, result }`, or
 * `{ job, tick, ran: false }` when another instance (or an earlier call) already claimed the tick;
 * 404 for an unknown job.
 */
export const GET = withCron<{ params: Promise<{ job: string }> }>(async (_request, { params }) => {
  const job = findJob((await params).job);
  if (!job) throw new AppError("not_found", "Unknown job");
  return NextResponse.json(await runTick(job));
});
