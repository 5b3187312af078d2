/**
 * GET /c/<token>/quotes/<id>/signed - the sealed PDF (the quote and its certificate page) of the link's
 * client's accepted quote; another client's quote id, or one not sealed yet, is a 404
 * (docs/decisions/quotes-and-projects.md "The client's page").
 */
import { findClientLink } from "@/lib/client-portal/client-link";
import { clientSignedPdf } from "@/lib/client-portal/scoped-reads";
import { db } from "@/lib/db";
import { pdfResponse } from "@/lib/http/pdf-response";
import { pathRowId } from "@/lib/input/identifiers";

export async function GET(_request: Request, { params }: { params: Promise<{ token: string; id: string }> }) {
  const { token, id } = await params;
  const link = await findClientLink(db, token);
  const quoteId = pathRowId(id);
  const found = link && quoteId !== null ? await clientSignedPdf(db, link.leadId, quoteId) : null;
  if (!found) return new Response("No signed quote at this address", { status: 404 });
  return pdfResponse(found.pdf, found.filename);
}
