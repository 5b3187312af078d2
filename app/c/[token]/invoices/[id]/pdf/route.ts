/**
 * GET /c/<token>/invoices/<id>/pdf - the kept PDF of one of the link's client's issued invoices or credit
 * notes (lib/invoices/invoice-pdf.ts; docs/decisions/quotes-and-projects.md "The invoice's PDF: printed
 * once per state and kept"). Another client's invoice id, a draft or an unknown id is a 404
 * (docs/decisions/quotes-and-projects.md "The client's page"); no Chromium to print a new state is a 503.
 */
import { findClientLink } from "@/lib/client-portal/client-link";
import { clientInvoiceId } from "@/lib/client-portal/scoped-reads";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { pdfResponse } from "@/lib/http/pdf-response";
import { withErrors } from "@/lib/http/route";
import { pathRowId } from "@/lib/input/identifiers";
import { invoicePdf } from "@/lib/invoices/invoice-pdf";

export const GET = withErrors(async (_request, context: { params: Promise<{ token: string; id: string }> }) => {
  const { token, id } = await context.params;
  const link = await findClientLink(db, token);
  const invoiceId = pathRowId(id);
  const owned = link && invoiceId !== null ? await clientInvoiceId(db, link.leadId, invoiceId) : null;
  const found = owned === null ? null : await invoicePdf(db, owned);
  if (!found) throw new AppError("not_found", "No invoice at this address");
  return pdfResponse(found.pdf, found.filename);
});
