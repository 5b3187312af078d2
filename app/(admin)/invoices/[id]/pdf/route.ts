// GET /invoices/<id>/pdf - an issued invoice's PDF, to staff
/**
 * The same kept copy the client's link serves (lib/invoices/invoice-pdf.ts; docs/decisions/quotes-and-projects.md
 * "The invoice's PDF: printed once per state and kept"). A draft has none: 404.
 */
import { withAdmin } from "@/lib/auth/route";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { pdfResponse } from "@/lib/http/pdf-response";
import { routeId } from "@/lib/http/route";
import { invoicePdf } from "@/lib/invoices/invoice-pdf";

export const GET = withAdmin<{ params: Promise<{ id: string }> }>("invoices.view", async (_request, { params }) => {
  const found = await invoicePdf(db, routeId((await params).id));
  if (!found) throw new AppError("not_found", "This invoice has no PDF: it is a draft or gone");
  return pdfResponse(found.pdf, found.filename);
});
