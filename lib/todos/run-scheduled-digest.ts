/**
 * The automatic weekly digest (`GET /api/cron/weekly-todo`, hourly; the in-process scheduler runs the
 * same function). Driven by the `email_scheduler` row: it sends when enabled and `next_run` has come,
 * at most once per week, also when two instances check at the same moment (docs/decisions/data-and-jobs.md "Weekly TODO System and the digest").
 */
import { asc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { getEmailScheduler } from "./queries";
import { emailScheduler } from "@/lib/db/schema";
import { nextScheduledRun } from "./schedule";
import { notificationRecipients } from "@/lib/account/notification-settings";
import { sendWeeklyDigest, type SendDigestOptions, type SendDigestResult } from "./send-digest";

/** A digest sent less than this long ago blocks another automatic one (a schedule edit cannot send twice in a week). */
export const MIN_GAP_MS = 6 * 24 * 60 * 60 * 1000;

/** What a check did, and the `next_run` it left. */
export type ScheduledDigestOutcome =
  | { action: "sent"; result: SendDigestResult; nextRun: Date }
  | { action: "skipped"; reason: "disabled" | "not-due" | "scheduled" | "sent-this-week"; nextRun: Date | null };

type Decision =
  | { due: true; timeZone: string; nextRun: Date }
  | { due: false; reason: "disabled" | "not-due" | "scheduled" | "sent-this-week"; nextRun: Date | null };

/**
 * Checks the schedule at `now` and sends the digest when due. The row is locked while deciding and
 * `last_run`/`next_run` move before the e-mail goes out, so a concurrent check finds it not due.
 * A row without `next_run` (new, or just re-enabled) gets one and sends nothing yet.
 */
export async function runScheduledDigest(
  now = new Date(),
  send?: SendDigestOptions["send"],
): Promise<ScheduledDigestOutcome> {
  await getEmailScheduler(db);
  const decision = await db.transaction(async (tx): Promise<Decision> => {
    const [row] = await tx.select().from(emailScheduler).orderBy(asc(emailScheduler.id)).limit(1).for("update");
    if (!row!.isEnabled) return { due: false, reason: "disabled", nextRun: row!.nextRun };
    const following = nextScheduledRun(row!, now);
    if (!row!.nextRun) {
      await tx.update(emailScheduler).set({ nextRun: following }).where(eq(emailScheduler.id, row!.id));
      return { due: false, reason: "scheduled", nextRun: following };
    }
    if (row!.nextRun > now) return { due: false, reason: "not-due", nextRun: row!.nextRun };
    if (row!.lastRun && now.getTime() - row!.lastRun.getTime() < MIN_GAP_MS) {
      await tx.update(emailScheduler).set({ nextRun: following }).where(eq(emailScheduler.id, row!.id));
      return { due: false, reason: "sent-this-week", nextRun: following };
    }
    await tx.update(emailScheduler).set({ lastRun: now, nextRun: following }).where(eq(emailScheduler.id, row!.id));
    return { due: true, timeZone: row!.timeZone, nextRun: following };
  });
  if (!decision.due) return { action: "skipped", reason: decision.reason, nextRun: decision.nextRun };
  const recipients = await notificationRecipients(db, "weekly-digest");
  const result = await sendWeeklyDigest({ recipients, timeZone: decision.timeZone, now, send });
  return { action: "sent", result, nextRun: decision.nextRun };
}
