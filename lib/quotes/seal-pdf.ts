/**
 * Seals a PDF with the agency's certificate (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): a
 * signature placeholder added with pdf-lib (@signpdf/placeholder-pdf-lib), then a detached PKCS#7
 * signature over the byte ranges (@signpdf/signpdf with @signpdf/signer-p12, adbe.pkcs7.detached), so a
 * PDF reader shows the document unchanged since signing.
 */
import "server-only";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { P12Signer } from "@signpdf/signer-p12";
import { PDFDocument } from "pdf-lib";
import { AGENCY_NAME } from "@/lib/email/agency-reply";
import { signingP12 } from "./signing-certificate";

/**
 * `pdf` signed at `signingTime` for `reason`.
 * @throws AppError `unavailable` when no certificate is configured in production.
 */
export async function sealPdf(pdf: Buffer, reason: string, signingTime: Date): Promise<Buffer> {
  const { p12, passphrase } = signingP12();
  const pdfDoc = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({
    pdfDoc,
    reason,
    contactInfo: "",
    name: AGENCY_NAME,
    location: "",
    signingTime,
  });
  const prepared = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
  // The class, not the package's default instance: a CommonJS default reads differently under each bundler.
  return new SignPdf().sign(prepared, new P12Signer(p12, { passphrase }), signingTime);
}
