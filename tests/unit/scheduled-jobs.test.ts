import { readFileSync } from "node:fs";
import path from "node:path";
import { Cron } from "croner";
import { describe, expect, it } from "vitest";
import { tickOf } from "@/lib/scheduler/job-runs";
import { JOBS } from "@/lib/scheduler/jobs";

const vercel = JSON.parse(readFileSync(path.resolve("vercel.json"), "utf8")) as {
  crons: { path: string; schedule: string }[];
};

describe("the job registry", () => {
  it("is what vercel.json schedules: one cron per job, same path and schedule", () => {
    const fromRegistry = JOBS.map((j) => ({ path: `/api/cron/${j.name}`, schedule: j.schedule }));
    expect([...vercel.crons].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      fromRegistry.sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it("gives every firing of a job its own tick, and the firing's whole period the same tick", () => {
    for (const job of JOBS) {
      const runs = new Cron(job.schedule, { timezone: "UTC" }).nextRuns(50, new Date("2026-11-20T00:00:00Z"));
      const ticks = runs.map((run) => tickOf(job, run).getTime());
      expect(new Set(ticks).size, job.name).toBe(runs.length);
      for (const [i, run] of runs.entries()) {
        // A second instance firing 0.5 s or 30 s late (or a period minus 1 ms late) lands on the same tick.
        for (const lateMs of [500, 30_000, job.periodMs - (run.getTime() - ticks[i]!) - 1].filter(
          (ms) => ms < job.periodMs,
        )) {
          expect(tickOf(job, new Date(run.getTime() + lateMs)).getTime(), `${job.name} +${lateMs} ms`).toBe(ticks[i]);
        }
      }
    }
  });

  it("names a tick by the period it falls in, e.g. federated-sync@12:00Z for a run at 12:00:30Z", () => {
    const sync = JOBS.find((j) => j.name === "federated-sync")!;
    expect(tickOf(sync, new Date("2026-11-22T12:00:30Z")).toISOString()).toBe("2026-11-22T12:00:00.000Z");
    expect(tickOf(sync, new Date("2026-11-22T17:59:59.999Z")).toISOString()).toBe("2026-11-22T12:00:00.000Z");
    expect(tickOf(sync, new Date("2026-11-22T18:00:00Z")).toISOString()).toBe("2026-11-22T18:00:00.000Z");
  });
});
