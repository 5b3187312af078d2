/** GET /q/<token>/signed - the signed, sealed PDF of an accepted quote (404 until it is sealed). */
import { pdfResponse } from "@/lib/http/pdf-response";
import { signedPdf } from "@/lib/quotes/offer-pdfs";

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const found = await signedPdf(token);
  if (!found) return new Response("No signed quote at this address yet", { status: 404 });
  return pdfResponse(found.pdf, found.filename);
}
