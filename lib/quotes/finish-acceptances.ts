/**
 * The sweep behind what an acceptance starts (docs/decisions/quotes-and-projects.md "Projects start from an accepted quote"):
 * an acceptance whose follow-up never ran after the client's answer (the process stopped, Chromium was
 * missing) is finished here; the project's unique key and the seal's conditional update keep each step
 * once however many instances run it. A quote that fails is left for the next tick.
 */
import { and, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { projects, quoteAcceptances } from "@/lib/db/schema";
import { reportError } from "@/lib/error-monitor/report-error";
import { afterAcceptance } from "./after-acceptance";

/** How long an acceptance is left to its own follow-up before the sweep takes it, in milliseconds. */
const GRACE_MS = 2 * 60_000;
/** Most acceptances one tick finishes. */
const BATCH = 20;

/** Finishes the acceptances accepted before `now` less the grace that lack their seal or project. */
export async function finishAcceptances(now: Date = new Date()): Promise<{ finished: number; failed: number }> {
  const due = await db
    .select({ quoteId: quoteAcceptances.quoteId })
    .from(quoteAcceptances)
    .where(
      and(
        lt(quoteAcceptances.acceptedAt, new Date(now.getTime() - GRACE_MS)),
        or(
          isNull(quoteAcceptances.signedPdfSha256),
          sql`not exists (select 1 from ${projects} where ${projects.quoteId} = ${quoteAcceptances.quoteId})`,
        ),
      ),
    )
    .limit(BATCH);
  let finished = 0;
  let failed = 0;
  for (const { quoteId } of due) {
    try {
      await afterAcceptance(db, quoteId);
      finished++;
    } catch (error) {
      failed++;
      await reportError(error, { severity: "high", userId: null });
    }
  }
  return { finished, failed };
}
