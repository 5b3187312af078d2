// POST /c/<token>/invoices/<id>/pay - the client page's Pay button: a redirect to the invoice's Stripe Checkout page
/**
 * The same Checkout Session as an invoice's own link (lib/invoices/checkout.ts, docs/decisions/quotes-and-projects.md
 * "Paying an invoice: Stripe or bank transfer"), for an invoice of the link's client only: another
 * client's invoice id is a 404 like an unknown one (docs/decisions/quotes-and-projects.md "The client's page").
 * Nothing owed is 409; without Stripe, 404. The client comes back to their page.
 */
import { findClientLink, clientLinkPath } from "@/lib/client-portal/client-link";
import { clientInvoiceId } from "@/lib/client-portal/scoped-reads";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { withErrors } from "@/lib/http/route";
import { pathRowId } from "@/lib/input/identifiers";
import { createCheckoutSession } from "@/lib/invoices/checkout";

export const POST = withErrors(async (_request, context: { params: Promise<{ token: string; id: string }> }) => {
  const { token, id } = await context.params;
  const link = await findClientLink(db, token);
  const invoiceId = pathRowId(id);
  const owned = link && invoiceId !== null ? await clientInvoiceId(db, link.leadId, invoiceId) : null;
  if (owned === null) throw new AppError("not_found", "No such invoice");
  const url = await createCheckoutSession(db, owned, clientLinkPath(token));
  return Response.redirect(url, 303);
});
