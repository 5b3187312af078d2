/**
 * What `next build` may read (docs/decisions/data-and-jobs.md "The build needs no database, and no address"): while it
 * prerenders, a public page's reads answer their placeholders without the database, the database itself
 * cannot be opened, and page metadata carries no URL; the first request at run time fills them in.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";

const cacheOptions: { keyParts?: string[]; revalidate?: number | false }[] = [];

// The data cache needs a running Next.js server: here it runs the read and notes how it was cached.
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  unstable_cache: <T>(fn: T, keyParts?: string[], options?: { revalidate?: number | false }) => {
    cacheOptions.push({ keyParts, revalidate: options?.revalidate });
    return fn;
  },
}));

describe("while next build prerenders", () => {
  beforeAll(() => {
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    vi.stubEnv("DATABASE_URL", "postgres://127.0.0.1:1/closed");
  });

  it("the landing page's reads answer no projects and no project-idea block, and mark the page stale at once", async () => {
    const [{ getLandingPortfolio }, { getShowProjectIdea }, { heroPhoto }] = await Promise.all([
      import("@/lib/portfolio/queries"),
      import("@/lib/settings/queries"),
      import("@/lib/photos/landing"),
    ]);
    expect(await getLandingPortfolio()).toEqual({ projects: [], more: false });
    expect(await getShowProjectIdea()).toBe(false);
    expect(await heroPhoto()).toBeNull();
    expect(cacheOptions).toContainEqual({ keyParts: ["build-placeholder"], revalidate: 1 });
  });

  it("opening the database fails the build, naming the way out", async () => {
    const { db } = await import("@/lib/db");
    expect(() => db.select()).toThrow(/next build read the database\. The build needs none/);
  });

  it("a public page's metadata carries no canonical URL, og:url or card", async () => {
    const { publicPageMetadata } = await import("@/lib/seo/page-metadata");
    const metadata = publicPageMetadata({ title: "Our Work", description: "Every portal.", path: "/work" });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph).not.toHaveProperty("url");
    expect(metadata.openGraph?.images).toEqual([]);
    expect(metadata.twitter?.images).toEqual([]);
  });
});
