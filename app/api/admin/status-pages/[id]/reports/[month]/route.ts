// GET /api/admin/status-pages/{id}/reports/{month} - a status page's monthly report as a PDF, for a month (YYYY-MM) that has ended in its zone
import { withAdmin } from "@/lib/auth/route";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { routeId } from "@/lib/http/route";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { MONTH_PATTERN } from "@/lib/status-reports/month-bounds";
import { readMonthlyReport } from "@/lib/status-reports/read-report";
import { reportHtml } from "@/lib/status-reports/report-html";
import { renderPdf } from "@/lib/status-reports/render-pdf";

export const GET = withAdmin<{ params: Promise<{ id: string; month: string }> }>(
  "status-pages.report",
  async (_request, { params, user }) => {
    const { id, month } = await params;
    if (!MONTH_PATTERN.test(month)) throw new AppError("malformed", "The month must be written YYYY-MM");
    // Each report is printed by Chromium: limited per user (rule `status-report` of lib/limits/rules.ts).
    await spendAttempt("status-report", user.id);
    const report = await readMonthlyReport(db, routeId(id), month, new Date());
    const pdf = await renderPdf(reportHtml(report));
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${report.page.slug}-${month}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  },
);
