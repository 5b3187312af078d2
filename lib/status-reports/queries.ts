/**
 * Reads of the Reports card on /status-pages/<id> (docs/federation-protocol.md "Monthly report"): the
 * months a page can report on, newest first, each with its e-mail send when there was one.
 */
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import { statusReportSends } from "@/lib/db/schema";
import { formatMonth } from "@/lib/format/date";
import { endedMonths, firstReportMonth } from "./month-bounds";

/** Months listed: about as far back as the hourly rollups are kept (400 days). */
export const LISTED_MONTHS = 13;

/** A month on the card: its key and name, and how many e-mails its report went out in (null: not e-mailed). */
export interface ReportMonth {
  month: string;
  name: string;
  emailed: { recipients: number; at: Date } | null;
}

/**
 * The last `LISTED_MONTHS` months of `page` that have ended in its zone at `now`, newest first, none
 * before the month it was created in (`firstReportMonth`).
 */
export async function listReportMonths(
  page: { id: number; timeZone: string; createdAt: Date },
  now: Date = new Date(),
): Promise<ReportMonth[]> {
  const pageId = page.id;
  const months = endedMonths(now, page.timeZone, LISTED_MONTHS, firstReportMonth(page.createdAt, page.timeZone));
  if (months.length === 0) return [];
  const sends = await db
    .select({
      month: statusReportSends.month,
      recipients: statusReportSends.recipients,
      at: statusReportSends.createdAt,
    })
    .from(statusReportSends)
    .where(and(eq(statusReportSends.pageId, pageId), inArray(statusReportSends.month, months)));
  const byMonth = new Map(sends.map((s) => [s.month, { recipients: s.recipients, at: s.at }]));
  return months.map((month) => ({ month, name: formatMonth(month), emailed: byMonth.get(month) ?? null }));
}
