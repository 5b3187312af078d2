/**
 * QR codes drawn on the server, so the page ships finished images instead of a client library or a
 * request per card (docs/spec/site-and-admin.md §4 "QR code": image, or a QR text fallback on failure).
 * SVG rather than PNG: about half the bytes once compressed, and sharp at any pixel ratio.
 */
import QRCode from "qrcode";

/**
 * An `image/svg+xml` data URL of a `sizePx` × `sizePx` QR code encoding `text`, or null when encoding
 * fails (the failure is logged, spec §8 "QR failure: logged").
 */
export async function qrCodeDataUrl(text: string, sizePx: number): Promise<string | null> {
  try {
    const svg = await QRCode.toString(text, { type: "svg", width: sizePx, margin: 1, errorCorrectionLevel: "M" });
    return `data:image/svg+xml,${encodeURIComponent(svg)}`;
  } catch (error) {
    console.error("[qr] could not encode a QR code", error);
    return null;
  }
}
