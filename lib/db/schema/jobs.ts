/** Runs of the scheduled jobs (docs/decisions/data-and-jobs.md "Tick identity"): one row per job and tick, claimed once by whichever instance fires first. */
import { integer, pgTable, serial, text, timestamp, unique, uuid, varchar } from "drizzle-orm/pg-core";
import { at } from "./columns";

export const jobRuns = pgTable(
  "job_runs",
  {
    id: serial("id").primaryKey(),
    /** The job's name in lib/scheduler/jobs.ts (also its `/api/cron/<name>` path). */
    job: varchar("job", { length: 64 }).notNull(),
    /** The scheduled time truncated to the job's period: the same on every instance that fires it. */
    tick: timestamp("tick", { withTimezone: true }).notNull(),
    /** When the current attempt started (database clock). */
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: at("finished_at"),
    /** Until when the running attempt holds the tick; its heartbeat moves it, a crashed one lets it lapse. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
    /** Which attempt holds the lease, so a run that lost its lease cannot finish another's row. */
    claimToken: uuid("claim_token").notNull(),
    /** `running`, `ok` or `failed`. */
    outcome: varchar("outcome", { length: 10 }).notNull().default("running"),
    /** One line for the Jobs card: the job's own summary, or the error message of a failed run. */
    summary: text("summary"),
    /** 1, plus one per takeover of a crashed attempt. */
    attempts: integer("attempts").notNull().default(1),
  },
  (t) => [unique("job_runs_job_tick_unique").on(t.job, t.tick)],
);

export type JobRun = typeof jobRuns.$inferSelect;
