/** Portfolio cards' QR codes (lib/qr-code.ts; docs/spec/site-and-admin.md §4 "QR code", §8 "QR failure: logged"). */
import { afterEach, describe, expect, it, vi } from "vitest";
import { qrCodeDataUrl } from "@/lib/qr-code";

const svgOf = (dataUrl: string) => decodeURIComponent(dataUrl.slice("data:image/svg+xml,".length));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("QR code", () => {
  it("is an SVG image of the asked size that an <img> can show", async () => {
    const url = await qrCodeDataUrl("https://example.com/projects/7", 96);
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    const svg = svgOf(url!);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/width="96"/);
    expect(svg).toMatch(/height="96"/);
  });

  it("draws the same text the same way and another text differently", async () => {
    const a = await qrCodeDataUrl("https://example.com/a", 64);
    expect(await qrCodeDataUrl("https://example.com/a", 64)).toBe(a);
    expect(await qrCodeDataUrl("https://example.com/b", 64)).not.toBe(a);
  });

  it("answers null and logs when the text cannot fit in a QR code, so the card shows its text fallback", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await qrCodeDataUrl("x".repeat(8_000), 96)).toBeNull();
    expect(log).toHaveBeenCalledWith("[qr] could not encode a QR code", expect.any(Error));
  });
});
