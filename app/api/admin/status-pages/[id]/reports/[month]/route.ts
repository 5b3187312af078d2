// GET /api/admin/status-pages/{id}/reports/{month} - a status page's monthly report as a PDF, for a month (YYYY-MM) that has ended in its zone and that the page existed in
import { withAdmin } from "@/lib/auth/route";
import { AppError } from "@/lib/errors/app-error";
import { isIdentifier } from "@/lib/input/identifiers";
import { routeId } from "@/lib/http/route";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { monthlyReportPdf } from "@/lib/status-reports/report-pdf";

export const GET = withAdmin<{ params: Promise<{ id: string; month: string }> }>(
  "status-pages.report",
  async (_request, { params, user }) => {
    const { id, month } = await params;
    const pageId = routeId(id);
    if (!isIdentifier("month", month)) throw new AppError("malformed", "The month must be written YYYY-MM");
    // Each report may be printed by Chromium: limited per user (rule `status-report` of lib/limits/rules.ts).
    await spendAttempt("status-report", user.id);
    const { slug, pdf } = await monthlyReportPdf(pageId, month);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${slug}-${month}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  },
);
