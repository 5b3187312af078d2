/**
 * The monthly report e-mail (docs/federation-protocol.md "Monthly report"): once the last month of a
 * page's zone has ended, its report is printed to PDF and one e-mail per report recipient is queued in the
 * outbox with the PDF attached. A `status_report_sends` row per page and month is written in the
 * transaction that queues the e-mails, so whichever tick or instance gets there second queues nothing;
 * the hourly job reaches each zone within an hour of its month's end (docs/decisions/status-pages.md "Monthly report").
 */
import "server-only";
import { sql } from "drizzle-orm";
import { reportClientLinkLine, withClientLink } from "@/lib/client-portal/client-link";
import { db, type Database } from "@/lib/db";
import { statusReportSends } from "@/lib/db/schema";
import { reportError } from "@/lib/error-monitor/report-error";
import { deliverQueued } from "@/lib/outbox/deliver";
import { enqueueMany } from "@/lib/outbox/enqueue";
import { readMonthlyReport } from "./read-report";
import { reportHtml, reportTitle, reportUptime } from "./report-html";
import type { MonthlyReport } from "./report-model";
import { renderPdf } from "./render-pdf";

/** What a run did: reports e-mailed, e-mails queued, and pages whose report failed (recorded in `error_logs`, tried again next hour). */
export interface MonthlyReportsRun {
  reports: number;
  emails: number;
  failed: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Pages with recipients whose last ended month (in their zone, at `now`) has no send yet, and which
 * existed before that month ended. The month is PostgreSQL's, from the same zone data as the day counts.
 */
async function duePages(database: Database, now: Date) {
  const result = await database.execute(sql`
    select id, month, report_recipients as recipients from (
      select p.id, p.report_recipients, p.created_at,
        to_char((${now.toISOString()}::timestamptz at time zone p.time_zone) - interval '1 month', 'YYYY-MM') as month,
        date_trunc('month', ${now.toISOString()}::timestamptz at time zone p.time_zone) at time zone p.time_zone as month_ended_at
      from status_pages p where cardinality(p.report_recipients) > 0
    ) page
    where created_at < month_ended_at
      and not exists (select 1 from status_report_sends s where s.page_id = page.id and s.month = page.month)
    order by id`);
  return rowsOf<{ id: number; month: string; recipients: string[] }>(result);
}

/** The e-mail's text: the month's uptime per component; the PDF has the rest. */
function emailText(report: MonthlyReport): string {
  const lines = report.components.map((c) => `${c.name}: ${reportUptime(c, report.monthName)}`);
  return [
    `The monthly report of ${report.page.name} for ${report.monthName} is attached as a PDF.`,
    "",
    ...lines,
    "",
    `Incidents: ${report.incidents.length}`,
  ].join("\n");
}

/**
 * Queues `report`'s e-mails to `recipients` with `pdf` attached, once per page and month.
 * @returns the outbox ids, none when the month was sent already. Throws only when the database fails.
 */
export async function queueReportEmails(
  database: Database,
  pageId: number,
  report: MonthlyReport,
  pdf: Buffer,
  recipients: readonly string[],
): Promise<number[]> {
  return database.transaction(async (tx) => {
    const claimed = await tx
      .insert(statusReportSends)
      .values({ pageId, month: report.month, recipients: recipients.length })
      .onConflictDoNothing()
      .returning({ id: statusReportSends.id });
    if (claimed.length === 0) return [];
    const attachment = { filename: `${report.page.slug}-${report.month}.pdf`, content: pdf.toString("base64") };
    const subject = `${reportTitle(report)} report`;
    const text = emailText(report);
    // A recipient who is a client of a project showing this page gets a link to their page too.
    const bodies: string[] = [];
    for (const recipient of recipients)
      bodies.push(text + withClientLink(await reportClientLinkLine(tx, recipient, pageId)));
    return enqueueMany(
      tx,
      recipients.map((recipient, index) => ({
        channel: "email" as const,
        recipient,
        subject,
        body: bodies[index]!,
        attachments: [attachment],
      })),
    );
  });
}

/**
 * Sends every due page's report for its last ended month at `now`, then tries each e-mail once (the
 * outbox's retry job takes what fails). A page whose report cannot be read or printed is recorded and
 * left for the next hour, so it never holds back the others. Throws when the database fails.
 */
export async function sendMonthlyReports(now: Date, database: Database = db): Promise<MonthlyReportsRun> {
  const run: MonthlyReportsRun = { reports: 0, emails: 0, failed: 0 };
  for (const page of await duePages(database, now)) {
    let ids: number[];
    try {
      const report = await readMonthlyReport(database, page.id, page.month);
      const pdf = await renderPdf(reportHtml(report));
      ids = await queueReportEmails(database, page.id, report, pdf, page.recipients);
    } catch (error) {
      run.failed += 1;
      await reportError(error, { severity: "high", userId: null });
      continue;
    }
    if (ids.length === 0) continue;
    run.reports += 1;
    run.emails += ids.length;
    for (const id of ids) await deliverQueued(id);
  }
  return run;
}
