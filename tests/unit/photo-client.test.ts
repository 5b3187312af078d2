/**
 * The stock-photo client against a local server speaking the Pexels API's documented JSON: request
 * shape, mapping to the spec's stock-photo fields (docs/spec/site-and-admin.md §3), caching (§9: 15 and 30
 * minutes), failures and the unconfigured state.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPhotoClient, PHOTO_FAILURE_TTL_MS, PHOTOS_NOT_CONFIGURED } from "@/lib/photos/client";
import {
  HERO_PHOTO_TTL_MS,
  heroPhoto,
  PORTFOLIO_PHOTO_TTL_MS,
  portfolioPhoto,
  portfolioPhotoPage,
} from "@/lib/photos/landing";
import { PHOTO_SIZES, photoSizeUrl } from "@/lib/photos/sizes";
import { startPexelsStub, STUB_CURATED_TOTAL, STUB_SEARCH_TOTAL, type PexelsStub } from "../support/pexels-stub";

const KEY = "test-pexels-key";
let stub: PexelsStub;
let clock = 0;
const now = () => clock;

beforeAll(async () => {
  stub = await startPexelsStub({ apiKey: KEY });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  stub.failWith(null);
  stub.delayBy(0);
  clock = 1_000_000;
});

/** An address where nothing listens: a port that was free a moment ago. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const client = () => createPhotoClient({ apiKey: KEY, baseUrl: stub.baseUrl, now });

describe("photo search", () => {
  it("sends the key in Authorization and query, page and per_page as parameters", async () => {
    const result = await client().search({ query: "business technology", page: 2, per_page: 12 });
    expect(result.ok).toBe(true);
    expect(stub.requests).toEqual([
      { path: "/v1/search", params: { query: "business technology", page: "2", per_page: "12" }, authorization: KEY },
    ]);
  });

  it("maps photos to the stock-photo shape and reports the total and a next page", async () => {
    const result = await client().search({ query: "office", page: 1, per_page: 12 });
    if (!result.ok) throw new Error(result.message);
    expect(result.page).toMatchObject({ total_results: STUB_SEARCH_TOTAL, has_next_page: true, page: 1, per_page: 12 });
    expect(result.page.photos).toHaveLength(12);
    const first = result.page.photos[0]!;
    const original = `${stub.baseUrl}/photos/1001.png`;
    expect(first).toEqual({
      id: 1001,
      url: `${original}?auto=compress&cs=tinysrgb&h=650&w=940`,
      smallUrl: `${original}?auto=compress&cs=tinysrgb&h=130`,
      thumbnailUrl: `${original}?auto=compress&cs=tinysrgb&h=350`,
      originalUrl: original,
      pageUrl: "https://www.pexels.com/photo/stub-1001/",
      alt: "office photo 1",
      photographer: "Photographer 1",
      photographerUrl: "https://www.pexels.com/@stub-1001",
      width: 4000,
      height: 2667,
      avgColor: "#0F766E",
    });
  });

  it("says there is no next page on the last page", async () => {
    const result = await client().search({ query: "office", page: 3, per_page: 12 });
    expect(result).toMatchObject({ ok: true, page: { has_next_page: false, page: 3 } });
    if (result.ok) expect(result.page.photos).toHaveLength(STUB_SEARCH_TOTAL - 24);
  });

  it("answers an empty page for a blank query without calling the provider", async () => {
    const result = await client().search({ query: "   ", per_page: 12 });
    expect(result).toEqual({
      ok: true,
      page: { photos: [], total_results: 0, has_next_page: false, page: 1, per_page: 12 },
    });
    expect(stub.requests).toHaveLength(0);
  });

  it("clamps per_page to the provider's 1–80", async () => {
    await client().search({ query: "office", per_page: 500 });
    await client().search({ query: "office", per_page: 0, page: -3 });
    expect(stub.requests.map((r) => [r.params.page, r.params.per_page])).toEqual([
      ["1", "80"],
      ["1", "1"],
    ]);
  });
});

describe("curated photos", () => {
  it("pages the curated feed and counts what next_page proves exists", async () => {
    const photos = client();
    const first = await photos.curated({ page: 1, per_page: 12 });
    expect(first).toMatchObject({ ok: true, page: { has_next_page: true, total_results: 12 } });
    const last = await photos.curated({ page: 2, per_page: 12 });
    expect(last).toMatchObject({ ok: true, page: { has_next_page: false, total_results: STUB_CURATED_TOTAL } });
    if (last.ok) expect(last.page.photos[0]).toMatchObject({ photographer: "Curator 13", alt: "Curated photo 13" });
    expect(stub.requests.map((r) => r.path)).toEqual(["/v1/curated", "/v1/curated"]);
  });
});

describe("caching", () => {
  it("serves a repeated request from memory until its lifetime ends", async () => {
    const photos = client();
    await photos.search({ query: "office", ttlMs: PORTFOLIO_PHOTO_TTL_MS });
    clock += PORTFOLIO_PHOTO_TTL_MS - 1;
    await photos.search({ query: "office", ttlMs: PORTFOLIO_PHOTO_TTL_MS });
    expect(stub.requests).toHaveLength(1);
    clock += 1;
    await photos.search({ query: "office", ttlMs: PORTFOLIO_PHOTO_TTL_MS });
    expect(stub.requests).toHaveLength(2);
  });

  it("shares one provider call among concurrent identical requests and keys on every parameter", async () => {
    const photos = client();
    await Promise.all([
      photos.search({ query: "office" }),
      photos.search({ query: "office" }),
      photos.search({ query: "office" }),
    ]);
    expect(stub.requests).toHaveLength(1);
    await photos.search({ query: "office", page: 2 });
    await photos.search({ query: "desk" });
    await photos.curated();
    expect(stub.requests).toHaveLength(4);
  });

  it("remembers a failure only briefly", async () => {
    const photos = client();
    stub.failWith(500);
    expect(await photos.search({ query: "office" })).toEqual({
      ok: false,
      reason: "failed",
      message: "The photo provider answered 500",
    });
    stub.failWith(null);
    expect((await photos.search({ query: "office" })).ok).toBe(false);
    clock += PHOTO_FAILURE_TTL_MS;
    expect((await photos.search({ query: "office" })).ok).toBe(true);
    expect(stub.requests).toHaveLength(2);
  });
});

describe("failures and configuration", () => {
  it("answers the not-configured state without a key, and never calls the provider", async () => {
    const photos = createPhotoClient({ baseUrl: stub.baseUrl });
    expect(photos.configured).toBe(false);
    const expected = { ok: false, reason: "not_configured", message: PHOTOS_NOT_CONFIGURED };
    expect(await photos.search({ query: "office" })).toEqual(expected);
    expect(await photos.curated()).toEqual(expected);
    expect(await heroPhoto("office", photos)).toBeNull();
    expect(await portfolioPhoto("Client Portal", photos)).toBeNull();
    expect(stub.requests).toHaveLength(0);
  });

  it("explains a refused key and an unreachable provider", async () => {
    const wrongKey = createPhotoClient({ apiKey: "wrong", baseUrl: stub.baseUrl });
    expect(await wrongKey.search({ query: "office" })).toMatchObject({
      ok: false,
      reason: "failed",
      message: "The photo provider refused the API key",
    });
    const nowhere = createPhotoClient({ apiKey: KEY, baseUrl: await closedPortUrl(), timeoutMs: 2_000 });
    const result = await nowhere.curated();
    expect(result).toMatchObject({ ok: false, reason: "failed" });
    if (!result.ok) expect(result.message).toMatch(/^The photo provider could not be reached/);
  });

  it("gives up on a slow provider within the request's own budget", async () => {
    stub.delayBy(2_000);
    const started = Date.now();
    const result = await client().search({ query: "office", timeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, reason: "failed" });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe("landing photos", () => {
  it("takes the hero from the first result of page 1, kept 30 minutes", async () => {
    const photos = client();
    const photo = await heroPhoto("office", photos);
    expect(photo).toMatchObject({ id: 1001, photographer: "Photographer 1" });
    expect(stub.requests[0]!.params).toEqual({ query: "office", page: "1", per_page: "1" });
    clock += HERO_PHOTO_TTL_MS - 1;
    await heroPhoto("office", photos);
    expect(stub.requests).toHaveLength(1);
  });

  it("picks a portfolio photo page from the title's hash, always 1–10 and stable", async () => {
    const titles = ["Client Portal", "Inventory Dashboard", "", "Ünïcødé ✓", "x".repeat(500)];
    for (const title of titles) {
      const page = portfolioPhotoPage(title);
      expect(page).toBeGreaterThanOrEqual(1);
      expect(page).toBeLessThanOrEqual(10);
      expect(portfolioPhotoPage(title)).toBe(page);
    }
    const pages = new Set(Array.from({ length: 50 }, (_, i) => portfolioPhotoPage(`Project ${i}`)));
    expect(pages.size).toBeGreaterThan(5);
    const photo = await portfolioPhoto("Client Portal", client());
    expect(stub.requests[0]!.params.page).toBe(String(portfolioPhotoPage("Client Portal")));
    expect(photo).not.toBeNull();
  });
});

describe("download sizes", () => {
  it("offers 640, 1280 and 1920 px renditions of the original", () => {
    expect(PHOTO_SIZES.map((s) => `${s.label} (${s.widthPx}px)`)).toEqual([
      "Small (640px)",
      "Medium (1280px)",
      "Large (1920px)",
    ]);
    expect(photoSizeUrl("https://images.pexels.com/photos/1/p.jpeg", 640)).toBe(
      "https://images.pexels.com/photos/1/p.jpeg?auto=compress&cs=tinysrgb&w=640",
    );
    expect(photoSizeUrl("https://images.pexels.com/photos/1/p.jpeg?w=10&auto=compress", 1920)).toBe(
      "https://images.pexels.com/photos/1/p.jpeg?w=1920&auto=compress&cs=tinysrgb",
    );
  });
});
