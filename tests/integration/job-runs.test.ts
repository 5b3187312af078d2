import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { jobRuns } from "@/lib/db/schema";
import { claimTick, finishClaim, runTick, tickOf } from "@/lib/scheduler/job-runs";
import { findJob, JOBS, type ScheduledJob } from "@/lib/scheduler/jobs";
import { lastJobRuns } from "@/lib/scheduler/queries";

const HOUR_MS = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An hourly job of its own name that counts its runs; `workMs` is how long a run takes. */
function countingJob(workMs = 0) {
  const runs: Date[] = [];
  const job: ScheduledJob<{ n: number }> = {
    name: `test-${randomUUID().slice(0, 8)}`,
    schedule: "0 * * * *",
    periodMs: HOUR_MS,
    run: async (tick) => {
      runs.push(tick);
      await sleep(workMs);
      return { n: runs.length };
    },
    summarize: (r) => `run #${r.n}`,
  };
  return { job: job as ScheduledJob, runs };
}

const rowsOf = (job: string) => db.select().from(jobRuns).where(eq(jobRuns.job, job));
const scheduled = new Date("2026-11-22T12:00:00.000Z");
const later = (ms: number) => new Date(scheduled.getTime() + ms);

describe("tick identity", () => {
  it("runs a tick once when two instances fire it 0 s, 0.5 s and 30 s apart", async () => {
    const { job, runs } = countingJob(200);
    const [first, simultaneous] = await Promise.all([runTick(job, scheduled), runTick(job, scheduled)]);
    const halfSecondLate = await runTick(job, later(500));
    const thirtySecondsLate = await runTick(job, later(30_000));
    expect(runs).toEqual([scheduled]);
    expect([first.ran, simultaneous.ran].sort()).toEqual([false, true]);
    expect(halfSecondLate).toEqual({ job: job.name, tick: "2026-11-22T12:00:00.000Z", ran: false });
    expect(thirtySecondsLate.ran).toBe(false);
    const [row] = await rowsOf(job.name);
    expect(row).toMatchObject({ outcome: "ok", summary: "run #1", attempts: 1 });
    expect(row!.finishedAt!.getTime()).toBeGreaterThanOrEqual(row!.startedAt.getTime());
  });

  it("runs a second instance's late firing while the first run is still going only once", async () => {
    const { job, runs } = countingJob(700);
    const first = runTick(job, scheduled);
    await sleep(500);
    expect((await runTick(job, later(500))).ran).toBe(false);
    expect((await first).ran).toBe(true);
    expect(runs).toHaveLength(1);
  });

  it("runs two different ticks twice", async () => {
    const { job, runs } = countingJob();
    expect((await runTick(job, later(30_000))).ran).toBe(true);
    expect((await runTick(job, later(HOUR_MS + 500))).ran).toBe(true);
    expect(runs).toEqual([scheduled, later(HOUR_MS)]);
    expect((await rowsOf(job.name)).map((r) => r.tick.toISOString()).sort()).toEqual([
      "2026-11-22T12:00:00.000Z",
      "2026-11-22T13:00:00.000Z",
    ]);
  });

  it("takes over a crashed run (claimed, never finished) once its lease has lapsed, and the dead run cannot finish it", async () => {
    const { job, runs } = countingJob();
    const tick = tickOf(job, scheduled);
    const crashed = await claimTick(job.name, tick, 300);
    expect(crashed).not.toBeNull();
    expect((await runTick(job, later(500), { leaseMs: 300 })).ran).toBe(false);
    await sleep(400);
    const takeover = await runTick(job, later(30_000), { leaseMs: 300 });
    expect(takeover).toMatchObject({ ran: true, attempt: 2, summary: "run #1" });
    expect(runs).toEqual([tick]);
    expect(await finishClaim(crashed!, "failed", "woke up late")).toBe(false);
    expect(await rowsOf(job.name)).toEqual([
      expect.objectContaining({ outcome: "ok", summary: "run #1", attempts: 2 }),
    ]);
  });

  it("keeps a live run's claim past its lease with the heartbeat", async () => {
    const { job, runs } = countingJob(900);
    const first = runTick(job, scheduled, { leaseMs: 300 });
    await sleep(600);
    expect((await runTick(job, later(30_000), { leaseMs: 300 })).ran).toBe(false);
    expect((await first).ran).toBe(true);
    expect(runs).toHaveLength(1);
  });

  it("records a failed run with its message and lets the caller report the error", async () => {
    const job: ScheduledJob = {
      name: `test-${randomUUID().slice(0, 8)}`,
      schedule: "0 * * * *",
      periodMs: HOUR_MS,
      run: () => Promise.reject(new Error("The provider refused the batch")),
      summarize: () => "",
    };
    await expect(runTick(job, scheduled)).rejects.toThrow("The provider refused the batch");
    const [row] = await db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.tick, scheduled)));
    expect(row).toMatchObject({ outcome: "failed", summary: "The provider refused the batch" });
    // The failed tick is done: the next instance's firing does not run it again; the next tick will.
    expect((await runTick(job, later(500))).ran).toBe(false);
  });

  it("lists every registered job with its latest run for the Jobs card", async () => {
    const outboxRetry = findJob("outbox-retry")!;
    await runTick(outboxRetry, new Date("2030-01-01T00:00:30Z"));
    await runTick(outboxRetry, new Date("2030-01-01T00:01:10Z"));
    const jobs = await lastJobRuns();
    expect(jobs.map((j) => j.name)).toEqual(JOBS.map((j) => j.name));
    expect(jobs.map((j) => j.name)).toContain("outbox-retry");
    expect(jobs.find((j) => j.name === "outbox-retry")).toMatchObject({
      schedule: "* * * * *",
      lastRun: {
        tick: new Date("2030-01-01T00:01:00Z"),
        outcome: "ok",
        summary: expect.stringMatching(/^\d+ sent, \d+ failed, \d+ waiting for quiet hours, \d+ skipped$/),
      },
    });
  });
});
