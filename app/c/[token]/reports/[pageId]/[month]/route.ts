// GET /c/<token>/reports/<pageId>/<month> - a monthly report (PDF) of one of the link's client's sites
/**
 * The console's printed copy (lib/status-reports/report-pdf.ts), for a status page linked to the
 * client's project only: another page's id is a 404 (docs/decisions/quotes-and-projects.md "The client's
 * page"). Counted per address before anything is printed (rule `client-report` of lib/limits/rules.ts).
 */
import { findClientLink } from "@/lib/client-portal/client-link";
import { clientStatusPageId } from "@/lib/client-portal/scoped-reads";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { pdfResponse } from "@/lib/http/pdf-response";
import { withErrors } from "@/lib/http/route";
import { isIdentifier, pathRowId } from "@/lib/input/identifiers";
import { addressSubject } from "@/lib/limits/address-subject";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { clientIp } from "@/lib/request-ip";
import { monthlyReportPdf } from "@/lib/status-reports/report-pdf";

export const GET = withErrors(
  async (request, context: { params: Promise<{ token: string; pageId: string; month: string }> }) => {
    const { token, pageId, month } = await context.params;
    const link = await findClientLink(db, token);
    const id = pathRowId(pageId);
    const owned = link && id !== null ? await clientStatusPageId(db, link.leadId, id) : null;
    if (owned === null) throw new AppError("not_found", "No such report");
    if (!isIdentifier("month", month)) throw new AppError("malformed", "The month must be written YYYY-MM");
    await spendAttempt("client-report", addressSubject(clientIp(request.headers)));
    const { slug, pdf } = await monthlyReportPdf(owned, month);
    return pdfResponse(pdf, `${slug}-${month}.pdf`);
  },
);
