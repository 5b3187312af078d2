// POST /i/<token>/pay - starts paying an invoice online: a redirect to its Stripe Checkout page
/**
 * The Pay button of an invoice's page (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or
 * bank transfer"): a Checkout Session for what is still owed (lib/invoices/checkout.ts), answered with a
 * 303 to Stripe's page. An unknown link is 404; nothing owed is 409; without Stripe, 404.
 */
import { withErrors } from "@/lib/http/route";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { createCheckoutSession } from "@/lib/invoices/checkout";
import { readInvoicePage } from "@/lib/invoices/invoice-page";
import { invoiceLinkPath } from "@/lib/invoices/deposit-invoice";

export const POST = withErrors(async (_request, context: { params: Promise<{ token: string }> }) => {
  const { token } = await context.params;
  const page = await readInvoicePage(token);
  if (!page) throw new AppError("not_found", "No such invoice");
  const url = await createCheckoutSession(db, page.invoice.id, invoiceLinkPath(token));
  return Response.redirect(url, 303);
});
