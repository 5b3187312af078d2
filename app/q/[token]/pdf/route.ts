/**
 * GET /q/<token>/pdf?version=N - a quote version's offered PDF, the exact bytes its acceptance hashes
 * (lib/quotes/offer-pdfs.ts). 404 for a token or version that names nothing.
 */
import { pdfResponse } from "@/lib/http/pdf-response";
import { pathRowId } from "@/lib/input/identifiers";
import { offeredPdf } from "@/lib/quotes/offer-pdfs";

export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const asked = new URL(request.url).searchParams.get("version");
  const version = asked === null ? null : pathRowId(asked);
  const found = asked !== null && version === null ? null : await offeredPdf(token, version);
  if (!found) return new Response("No quote at this address", { status: 404 });
  return pdfResponse(found.pdf, found.filename);
}
