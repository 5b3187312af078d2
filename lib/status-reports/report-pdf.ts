/**
 * A status page's monthly report as a PDF for the console's download (docs/decisions/status-pages.md "Monthly reports:
 * bounds and the printed copy"). Only months that have ended and that the page existed in are printed,
 * each once: the copy is kept in `status_report_pdfs`, so every instance serves it from there and a
 * download costs no Chromium. Within one instance, requests for the same month wait on one print, and
 * prints run one at a time (lib/status-reports/render-pdf.ts).
 */
import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { statusPages, statusReportPdfs } from "@/lib/db/schema";
import { readMonthlyReport } from "./read-report";
import { reportHtml } from "./report-html";
import { renderPdf } from "./render-pdf";

/** A printed report: the page's slug (its file name) and the PDF. */
export interface ReportPdf {
  slug: string;
  pdf: Buffer;
}

/** Prints in progress in this process, by page and month. */
const printing = new Map<string, Promise<ReportPdf>>();

/**
 * The PDF of page `pageId`'s report for `month` (`YYYY-MM`): the kept copy, or printed (through `render`)
 * and kept.
 * @throws AppError `not_found` when the page is gone, the month is before it or has not ended at `now`;
 * `unavailable` when there is no Chromium to print with.
 */
export async function monthlyReportPdf(
  pageId: number,
  month: string,
  now: Date = new Date(),
  render: (html: string) => Promise<Buffer> = renderPdf,
): Promise<ReportPdf> {
  const [kept] = await db
    .select({ slug: statusPages.slug, pdf: statusReportPdfs.pdf })
    .from(statusReportPdfs)
    .innerJoin(statusPages, eq(statusPages.id, statusReportPdfs.pageId))
    .where(and(eq(statusReportPdfs.pageId, pageId), eq(statusReportPdfs.month, month)));
  if (kept) return { slug: kept.slug, pdf: Buffer.from(kept.pdf) };
  const key = `${pageId}:${month}`;
  const running = printing.get(key);
  if (running) return running;
  const print = (async () => {
    const report = await readMonthlyReport(db, pageId, month, now);
    const pdf = await render(reportHtml(report));
    await db.insert(statusReportPdfs).values({ pageId, month, pdf }).onConflictDoNothing();
    return { slug: report.page.slug, pdf };
  })().finally(() => printing.delete(key));
  printing.set(key, print);
  return print;
}
