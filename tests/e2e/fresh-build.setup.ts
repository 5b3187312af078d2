/**
 * The build needs no database and no address (docs/decisions/data-and-jobs.md "The build needs no database, and no
 * address"). scripts/e2e.sh builds first, as on a fresh server: DATABASE_URL on a closed port, no
 * PUBLIC_BASE_URL, no NEXTAUTH_SECRET. This runs before the other specs (the setup project), on the
 * server started from that build with a migrated database and its own address: nothing the build wrote
 * carries an address, and the first answer of each public page already carries the portfolio and the
 * run-time address everywhere a crawler or a chat app looks: the server never serves a page the build
 * prerendered (lib/cache/address-scoped-cache-handler.mjs).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test as setup, type APIRequestContext } from "@playwright/test";
import { sql } from "drizzle-orm";
import { portfolioProjects } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";

/** Where `PUBLIC_BASE_URL` points when unset: what a build reading it would have frozen into its pages. */
const BUILD_DEFAULT_ADDRESS = "localhost:3000";

/** Every file of the build's prerendered output (HTML, RSC payloads, route bodies and their metadata). */
function prerenderedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|rsc|body|meta)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function text(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** The `content` of a meta tag, or the `href` of a link, in an HTML document. */
function head(html: string, tag: "og:url" | "og:image" | "canonical"): string | undefined {
  const pattern =
    tag === "canonical"
      ? /<link rel="canonical" href="([^"]*)"/
      : new RegExp(`<meta property="${tag}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}

setup(
  "a build made without a database or an address serves the portfolio and the run-time address from its first answer",
  async ({ request, baseURL }) => {
    const files = prerenderedFiles(path.join(process.env.NEXT_DIST_DIR ?? ".next", "server", "app"));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => readFileSync(file, "latin1").includes(BUILD_DEFAULT_ADDRESS))).toEqual([]);

    // The build's placeholder (no projects, no URL) is never served: the first answer is rendered with the
    // run-time settings.
    const first = await text(request, "/");
    expect(head(first, "og:image")).toBe(`${baseURL}/opengraph-image`);
    expect(first).toMatch(new RegExp(`<meta name="twitter:image" content="${baseURL}/opengraph-image`));

    const title = `Fresh Build Harbor Portal ${Date.now().toString(36)}`;
    const { db, close } = openTestDatabase();
    try {
      // Delivered long ago, so it sorts after the projects other specs add.
      await db
        .insert(portfolioProjects)
        .values({ title, description: "A portal for a harbor.", createdAt: new Date(Date.UTC(2001, 0, 1)) });
      // Written past the app, so announced as another instance's write is (lib/cache/expire-tags.ts).
      const notice = JSON.stringify({ from: "the fresh-build setup", tags: ["portfolio"] });
      await db.execute(sql`select pg_notify('cache_expiry', ${notice})`);
    } finally {
      await close();
    }
    await expect.poll(async () => (await text(request, "/")).includes(title), { timeout: 2_000 }).toBe(true);
    const landing = await text(request, "/");
    expect(head(landing, "canonical")).toMatch(new RegExp(`^${baseURL}/?$`));
    expect(head(landing, "og:url")).toMatch(new RegExp(`^${baseURL}/?$`));
    expect(landing).toContain(`"url":"${baseURL}/"`);
    expect(landing).toContain(`"logo":"${baseURL}/apple-icon"`);

    // /work and the share link's page were prerendered the same way, and are rendered on their first request too.
    const work = await text(request, "/work");
    expect(work).toContain(title);
    expect(head(work, "canonical")).toBe(`${baseURL}/work`);
    expect(head(work, "og:image")).toBe(`${baseURL}/opengraph-image`);
    expect(head(await text(request, "/redeem"), "og:image")).toBe(`${baseURL}/redeem/card.png`);

    expect(await text(request, "/robots.txt")).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await text(request, "/sitemap.xml");
    expect(sitemap).toContain(`<loc>${baseURL}/</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/work</loc>`);

    // The cards the pages name answer, and carry no address themselves (lib/og/brand.tsx).
    for (const card of ["/opengraph-image", "/redeem/card.png"]) {
      const response = await request.get(card);
      expect(response.status(), card).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
    for (const page of ["/", "/work", "/redeem", "/privacy", "/terms", "/robots.txt", "/sitemap.xml"]) {
      expect(await text(request, page), page).not.toContain(BUILD_DEFAULT_ADDRESS);
    }
  },
);
