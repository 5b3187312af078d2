/**
 * Saving the weekly digest's schedule (docs/spec/site-and-admin.md §2 "Admin screens" 11; §7
 * "/api/admin/email-scheduler"). Takes the database or a transaction, so it runs without Next.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/lib/db";
import { getEmailScheduler } from "./queries";
import { emailScheduler } from "@/lib/db/schema";
import type { schedulerSchema } from "./schemas";
import { nextScheduledRun } from "./schedule";

/** The schedule form's fields after validation (time as `HH:MM:SS`). */
export type DigestScheduleFields = z.output<typeof schedulerSchema>;

/**
 * Stores the schedule and recomputes `next_run` from `now` (null while disabled), so a change takes effect
 * at the next hourly check; the once-a-week rule still holds (./run-scheduled-digest.ts). Creates the
 * schedule row when it went missing.
 * @returns the next run, or null while the digest is disabled.
 */
export async function saveDigestSchedule(
  database: Database,
  input: DigestScheduleFields,
  now: Date = new Date(),
): Promise<Date | null> {
  const current = await getEmailScheduler(database);
  const nextRun = input.isEnabled ? nextScheduledRun(input, now) : null;
  await database
    .update(emailScheduler)
    .set({ ...input, nextRun })
    .where(eq(emailScheduler.id, current.id));
  return nextRun;
}
