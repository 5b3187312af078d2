/**
 * A stand-in for the Chromium PDF renderer (lib/status-reports/render-pdf.ts) in integration tests: a real
 * one-page PDF titled with the document's hash. Imports nothing of the app's renderer, so a test may put
 * it in that module's place.
 */
import { createHash } from "node:crypto";
import { PDFDocument } from "pdf-lib";

/** `html` as a one-page PDF whose title is the SHA-256 (hex) of `html`. */
export async function renderStandIn(html: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.setTitle(createHash("sha256").update(html).digest("hex"));
  return Buffer.from(await doc.save());
}
