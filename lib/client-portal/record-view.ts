/**
 * A view of the client's page on the lead's timeline (docs/decisions/quotes-and-projects.md "The client's
 * page"): at most one entry per link per hour. One conditional update of the link's row decides (the
 * window is the row's own clock), so concurrent openings and every instance write one entry between them.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { clientLinks } from "@/lib/db/schema";
import { recordLeadEvent } from "@/lib/leads/record-event";

/** How long after a recorded view the same link's views are not recorded again. */
export const VIEW_RECORD_INTERVAL_MS = 60 * 60_000;

/**
 * Records a view of link `linkId` (lead `leadId`) unless one was recorded within the interval.
 * @returns true when this call wrote the timeline entry.
 */
export async function recordClientView(database: Database, linkId: number, leadId: number): Promise<boolean> {
  return database.transaction(async (tx) => {
    const claimed = await tx
      .update(clientLinks)
      .set({ lastViewRecordedAt: sql`now()` })
      .where(
        and(
          eq(clientLinks.id, linkId),
          isNull(clientLinks.revokedAt),
          or(
            isNull(clientLinks.lastViewRecordedAt),
            lt(clientLinks.lastViewRecordedAt, sql`now() - make_interval(secs => ${VIEW_RECORD_INTERVAL_MS / 1000})`),
          ),
        ),
      )
      .returning({ id: clientLinks.id });
    if (claimed.length === 0) return false;
    await recordLeadEvent(tx, leadId, "client-page", "Opened their client page", null);
    return true;
  });
}
