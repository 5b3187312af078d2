/** Stored screenshots: the PNG bytes survive the round trip through `bytea`, and ids are unguessable UUIDs. */
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/screenshots/[id]/route";
import { loadScreenshot, saveScreenshot, screenshotPath } from "@/lib/screenshots/store";

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256)),
]);

function get(id: string) {
  return GET(new Request(`http://localhost/api/screenshots/${id}`), { params: Promise.resolve({ id }) });
}

describe("screenshot storage", () => {
  it("stores a PNG and serves the same bytes, cacheable for good", async () => {
    const id = await saveScreenshot({ sourceUrl: "https://example.com/", png, capturedBy: "admin" });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(screenshotPath(id)).toBe(`/api/screenshots/${id}`);
    const stored = await loadScreenshot(id);
    expect(stored?.contentType).toBe("image/png");
    expect(Buffer.compare(stored!.image, png)).toBe(0);

    const response = await get(id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), png)).toBe(0);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await get("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await get("1' or '1'='1")).status).toBe(404);
    expect(await loadScreenshot("not-a-uuid")).toBeNull();
  });
});
