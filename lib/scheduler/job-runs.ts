/**
 * Tick identity (docs/decisions/data-and-jobs.md "Tick identity"): a scheduled run is the job's name and its firing
 * time truncated to the job's period, e.g. `federated-sync@2026-11-22T12:00Z`. Whoever fires a tick
 * first claims it with one insert into `job_runs` (unique (job, tick)); every other instance that fires
 * the same tick, early or late within the period, finds it claimed and does nothing.
 *
 * A claim holds a lease on the database clock, renewed by a heartbeat while the run goes on. A run that
 * was claimed and never finished (its instance died) is taken over by the next firing of the same tick
 * once its lease has lapsed; the claim token keeps the dead run, should it wake up, from finishing the
 * new one's row.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { jobRuns } from "@/lib/db/schema";
import { withAmbientTransaction } from "@/lib/db/ambient-transaction";
import { jobAction } from "@/lib/audit/events";
import { recordAudit } from "@/lib/audit/record-audit";
import { scrubText } from "@/lib/error-monitor/scrub";
import type { ScheduledJob } from "./jobs";
import { cutText } from "@/lib/format/text";

/** How long a claim holds without a heartbeat, in milliseconds. */
export const DEFAULT_LEASE_MS = 60_000;
/** Longest summary stored, in characters. */
const MAX_SUMMARY = 500;

/** The tick of `job` that firing at `at` belongs to: `at` truncated to the job's period (epoch-aligned, UTC). */
export function tickOf(job: Pick<ScheduledJob, "periodMs">, at: Date): Date {
  return new Date(Math.floor(at.getTime() / job.periodMs) * job.periodMs);
}

/** A held claim: the row and the token that proves this run holds it. */
export interface TickClaim {
  id: number;
  token: string;
  /** 1 for a fresh claim, more when a crashed attempt was taken over. */
  attempt: number;
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/**
 * Claims `(job, tick)` in one statement: inserts the row, or, when it exists, takes it over only if its
 * attempt never finished and its lease has lapsed. Concurrent claims of one tick: exactly one wins.
 * @returns the claim, or null when the tick is done or held by a live run.
 */
export async function claimTick(
  job: string,
  tick: Date,
  leaseMs: number = DEFAULT_LEASE_MS,
): Promise<TickClaim | null> {
  const token = randomUUID();
  const [row] = await db
    .insert(jobRuns)
    .values({ job, tick, leaseUntil: leaseEnd(leaseMs), claimToken: token })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.tick],
      set: {
        startedAt: sql`now()`,
        leaseUntil: leaseEnd(leaseMs),
        claimToken: token,
        attempts: sql`${jobRuns.attempts} + 1`,
        outcome: "running",
        summary: null,
      },
      setWhere: and(isNull(jobRuns.finishedAt), sql`${jobRuns.leaseUntil} < now()`),
    })
    .returning({ id: jobRuns.id, attempt: jobRuns.attempts });
  return row ? { id: row.id, token, attempt: row.attempt } : null;
}

const held = (claim: TickClaim) =>
  and(eq(jobRuns.id, claim.id), eq(jobRuns.claimToken, claim.token), isNull(jobRuns.finishedAt));

/** Moves the lease of a held claim on. @returns false when the claim was lost (the lease lapsed and another run took over). */
export async function renewClaim(claim: TickClaim, leaseMs: number = DEFAULT_LEASE_MS): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ leaseUntil: leaseEnd(leaseMs) })
    .where(held(claim))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** Records the end of a held claim. @returns false when the claim was lost meanwhile (nothing is written). */
export async function finishClaim(claim: TickClaim, outcome: "ok" | "failed", summary: string): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ finishedAt: sql`now()`, outcome, summary: cutText(summary, MAX_SUMMARY) })
    .where(held(claim))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/**
 * Finishes `claim` and appends the run's audit row (actor `system`, action `job.<name>`) in one
 * transaction (docs/decisions/auth-and-roles.md "Audit log"): a run is in the log exactly when its end is recorded.
 */
function finishAudited(
  job: ScheduledJob,
  claim: TickClaim,
  tick: Date,
  outcome: "ok" | "failed",
  summary: string,
): Promise<boolean> {
  return withAmbientTransaction(db, async (tx) => {
    const finished = await finishClaim(claim, outcome, summary);
    if (finished) {
      await recordAudit(tx, {
        actor: "system",
        action: jobAction(job.name),
        target: { type: "job-run", id: claim.id },
        outcome: outcome === "ok" ? "ok" : "error",
        reason: outcome === "ok" ? null : "internal",
        changes: { tick: tick.toISOString(), summary },
      });
    }
    return finished;
  });
}

/** What one firing of a job did. `ran: false`: the tick was already claimed, nothing was done. */
export type TickOutcome =
  | { job: string; tick: string; ran: false }
  | { job: string; tick: string; ran: true; attempt: number; summary: string; result: unknown };

/** Options of `runTick`; tests shorten the lease. */
export interface RunTickOptions {
  leaseMs?: number;
}

/**
 * Fires `job` at `at` (default: now): claims its tick, runs it with a heartbeat, records the outcome.
 * A failed run is recorded as `failed` with its message and the error is rethrown for the caller to
 * report; when the database itself is gone the row cannot be finished, its lease lapses and a later
 * firing of the same tick takes it over.
 */
export async function runTick(
  job: ScheduledJob,
  at: Date = new Date(),
  options: RunTickOptions = {},
): Promise<TickOutcome> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const tick = tickOf(job, at);
  const base = { job: job.name, tick: tick.toISOString() };
  const claim = await claimTick(job.name, tick, leaseMs);
  if (!claim) return { ...base, ran: false };
  const heartbeat = setInterval(
    () => {
      renewClaim(claim, leaseMs)
        .then(
          (kept) =>
            kept || console.warn(`[scheduler] ${job.name}@${base.tick} lost its claim; another instance took it over`),
        )
        .catch(() => {
          // A missed beat only shortens the lease; the next one tries again.
        });
    },
    Math.max(leaseMs / 3, 50),
  );
  heartbeat.unref();
  try {
    const result = await job.run(tick);
    const summary = job.summarize(result);
    await finishAudited(job, claim, tick, "ok", summary);
    return { ...base, ran: true, attempt: claim.attempt, summary, result };
  } catch (error) {
    await finishAudited(
      job,
      claim,
      tick,
      "failed",
      scrubText(error instanceof Error ? error.message : String(error)),
    ).catch(() => false);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}
