/**
 * The dashboard's quote pipeline for the current calendar month in UTC (docs/decisions/quotes-and-projects.md "Quotes:
 * versions, links and evidence"): quotes first sent, first viewed and accepted this month, and their value
 * per currency; the acceptance rate (accepted ÷ answered, of the quotes answered this month); the median
 * days from first sending to acceptance. One aggregate statement over the month's rows.
 */
import "server-only";
import { and, gte, isNotNull, or, sql } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import { quotes } from "@/lib/db/schema";

/** One currency's figures. */
export interface PipelineRow {
  currency: string;
  sent: number;
  sentMinor: number;
  viewed: number;
  viewedMinor: number;
  accepted: number;
  acceptedMinor: number;
  declined: number;
}

/** The month's pipeline. */
export interface Pipeline {
  byCurrency: PipelineRow[];
  /** Accepted ÷ (accepted + declined) this month, as a percentage; null when nothing was answered. */
  acceptanceRate: number | null;
  /** Median days from first sending to acceptance of this month's acceptances; null with none. */
  medianDaysToAccept: number | null;
}

/** The first instant of `now`'s month in UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The pipeline of `now`'s month. */
export async function readPipeline(now: Date = new Date(), database: Database = db): Promise<Pipeline> {
  const from = monthStart(now);
  const sentThisMonth = sql`${quotes.sentAt} >= ${from}`;
  const viewedThisMonth = sql`${quotes.firstViewedAt} >= ${from}`;
  const acceptedThisMonth = sql`${quotes.status} = 'accepted' and ${quotes.closedAt} >= ${from}`;
  const declinedThisMonth = sql`${quotes.status} = 'declined' and ${quotes.closedAt} >= ${from}`;
  const monthRows = or(
    gte(quotes.sentAt, from),
    gte(quotes.firstViewedAt, from),
    and(isNotNull(quotes.closedAt), gte(quotes.closedAt, from)),
  );
  const count = (when: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${when})`.mapWith(Number);
  const value = (when: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${quotes.totalMinor}) filter (where ${when}), 0)`.mapWith(Number);
  const [byCurrency, [overall]] = await Promise.all([
    database
      .select({
        currency: quotes.currency,
        sent: count(sentThisMonth),
        sentMinor: value(sentThisMonth),
        viewed: count(viewedThisMonth),
        viewedMinor: value(viewedThisMonth),
        accepted: count(acceptedThisMonth),
        acceptedMinor: value(acceptedThisMonth),
        declined: count(declinedThisMonth),
      })
      .from(quotes)
      .where(monthRows)
      .groupBy(quotes.currency)
      .orderBy(quotes.currency),
    database
      .select({
        accepted: count(acceptedThisMonth),
        declined: count(declinedThisMonth),
        medianDays: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${quotes.closedAt} - ${quotes.sentAt}) / 86400) filter (where ${acceptedThisMonth})`,
      })
      .from(quotes)
      .where(monthRows),
  ]);
  const answered = (overall?.accepted ?? 0) + (overall?.declined ?? 0);
  const median = overall?.medianDays;
  return {
    byCurrency,
    acceptanceRate: answered === 0 ? null : (100 * overall!.accepted) / answered,
    medianDaysToAccept: median === null || median === undefined ? null : Number(median),
  };
}
