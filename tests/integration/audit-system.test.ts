/**
 * The audit log's own upkeep and the system's rows (docs/decisions/auth-and-roles.md "Audit log"): a scheduled job's run
 * is recorded with actor `system`, done or failed; rows past 400 days are purged by the maintenance job in
 * batches, and nothing else may delete one.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUDIT_RETENTION_DAYS, purgeAuditLog } from "@/lib/audit/purge-audit-log";
import { db } from "@/lib/db";
import { auditLog, jobRuns } from "@/lib/db/schema";
import { runTick } from "@/lib/scheduler/job-runs";
import type { ScheduledJob } from "@/lib/scheduler/jobs";

const HOUR_MS = 3_600_000;

function job(run: () => Promise<number>): ScheduledJob {
  return {
    name: `audit-${randomUUID().slice(0, 8)}`,
    schedule: "0 * * * *",
    periodMs: HOUR_MS,
    run,
    summarize: (n) => `did ${n as number} things`,
  };
}

const rowsOf = (action: string) => db.select().from(auditLog).where(eq(auditLog.action, action));

describe("scheduled jobs", () => {
  it("leave one system row per run, naming the run, done or failed", async () => {
    const done = job(async () => 3);
    await runTick(done, new Date("2026-11-22T12:00:00Z"));
    await runTick(done, new Date("2026-11-22T12:30:00Z"));
    const [run] = await db.select().from(jobRuns).where(eq(jobRuns.job, done.name));
    expect(await rowsOf(`job.${done.name}`)).toEqual([
      expect.objectContaining({
        actorId: null,
        actorUsername: "system",
        outcome: "ok",
        targetType: "job-run",
        targetId: String(run!.id),
        changes: { tick: "2026-11-22T12:00:00.000Z", summary: "did 3 things" },
      }),
    ]);

    const failing = job(() => Promise.reject(new Error("provider down")));
    await expect(runTick(failing, new Date("2026-11-22T12:00:00Z"))).rejects.toThrow("provider down");
    expect(await rowsOf(`job.${failing.name}`)).toEqual([
      expect.objectContaining({ outcome: "error", reason: "internal" }),
    ]);
  });
});

describe("retention", () => {
  it(`purges rows older than ${AUDIT_RETENTION_DAYS} days in batches and keeps younger ones; no other delete is allowed`, async () => {
    const action = `retention.${randomUUID().slice(0, 8)}`;
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await db.insert(auditLog).values(
      [401, 402, 500, 399, 1].map((days) => ({
        at: daysAgo(days),
        actorUsername: "system",
        action,
        outcome: "ok" as const,
      })),
    );
    const deleted = await purgeAuditLog(now, 2);
    expect(deleted).toBeGreaterThanOrEqual(3);
    expect((await rowsOf(action)).map((r) => Math.round((now.getTime() - r.at.getTime()) / 86_400_000)).sort()).toEqual(
      [1, 399],
    );
    await expect(db.delete(auditLog).where(and(eq(auditLog.action, action), sql`true`))).rejects.toThrow();
  });
});
