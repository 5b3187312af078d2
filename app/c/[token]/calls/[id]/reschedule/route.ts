// POST /c/<token>/calls/<id>/reschedule - the client page's "Reschedule or cancel": to the booking's own page
/**
 * A booking's manage link is kept only as a hash, so the button asks lib/bookings for a fresh one (the
 * one in the guest's e-mail stops working, as after any change) and answers 303 to it; only for a
 * future, confirmed booking of the link's client (docs/decisions/quotes-and-projects.md "The client's page").
 */
import { findClientLink } from "@/lib/client-portal/client-link";
import { clientBookingId } from "@/lib/client-portal/scoped-reads";
import { renewManageToken } from "@/lib/bookings/manage-token";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { withErrors } from "@/lib/http/route";
import { pathRowId } from "@/lib/input/identifiers";

export const POST = withErrors(async (_request, context: { params: Promise<{ token: string; id: string }> }) => {
  const { token, id } = await context.params;
  const link = await findClientLink(db, token);
  const bookingId = pathRowId(id);
  const owned = link && bookingId !== null ? await clientBookingId(db, link.leadId, bookingId) : null;
  if (owned === null) throw new AppError("not_found", "No such call");
  const manageToken = await renewManageToken(db, owned);
  return Response.redirect(new URL(`/book/manage/${manageToken}`, env.PUBLIC_BASE_URL), 303);
});
