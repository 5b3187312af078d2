// GET /i/<token>/pdf - an issued invoice's PDF, to the holder of its link
/**
 * The kept copy of the invoice as it stands (lib/invoices/invoice-pdf.ts; docs/decisions/quotes-and-projects.md
 * "The invoice's PDF: printed once per state and kept"). A token that breaks the identifier rule or names
 * nothing is a 404; no Chromium to print a new state is a 503.
 */
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { pdfResponse } from "@/lib/http/pdf-response";
import { withErrors } from "@/lib/http/route";
import { invoicePdf } from "@/lib/invoices/invoice-pdf";
import { readInvoicePage } from "@/lib/invoices/invoice-page";

export const GET = withErrors(async (_request, context: { params: Promise<{ token: string }> }) => {
  const { token } = await context.params;
  const page = await readInvoicePage(token);
  const found = page && (await invoicePdf(db, page.invoice.id));
  if (!found) throw new AppError("not_found", "No invoice at this address");
  return pdfResponse(found.pdf, found.filename);
});
