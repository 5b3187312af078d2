/**
 * How the public site reads to search engines and chat apps (docs/decisions/public-site.md "Search and share metadata"): the landing page's metadata,
 * card image and Organization JSON-LD; the sitemap and robots.txt; a project's own page; and a share
 * link, which unfurls with the generic card and nothing of the code's idea.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { eq, inArray } from "drizzle-orm";
import { portfolioProjects, projectCodes } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";

const handle = openTestDatabase();
const { db } = handle;
const RUN = randomUUID().slice(0, 8);
const projectIds: number[] = [];
const codes: string[] = [];

test.afterAll(async () => {
  if (projectIds.length > 0) await db.delete(portfolioProjects).where(inArray(portfolioProjects.id, projectIds));
  if (codes.length > 0) await db.delete(projectCodes).where(inArray(projectCodes.code, codes));
  await handle.close();
});

const meta = (page: Page, attribute: "property" | "name", key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`).getAttribute("content");

/** Fetches `url` and checks it is a 1200×630 PNG (the IHDR chunk's width and height). */
async function expectCardPng(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
}

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("the landing page's head carries its card, canonical URL and Organization, with no CSP errors", async ({
  page,
  request,
  baseURL,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/", { waitUntil: "networkidle" });

  expect(await page.title()).toBe("Custom Portal Solutions");
  expect(await meta(page, "property", "og:title")).toBe("Custom Portal Solutions");
  expect(await meta(page, "property", "og:description")).toMatch(/^Custom portals, web solutions/);
  expect(await meta(page, "name", "twitter:card")).toBe("summary_large_image");
  expect(await meta(page, "name", "twitter:image")).toBe(`${baseURL}/opengraph-image`);
  expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`^${baseURL}/?$`));
  expect(await page.locator('head link[rel="apple-touch-icon"]').count()).toBe(1);
  const image = (await meta(page, "property", "og:image"))!;
  expect(image).toBe(`${baseURL}/opengraph-image`);
  await expectCardPng(request, image);

  const organization = (await jsonLd(page)).find((data) => data["@type"] === "Organization");
  expect(organization).toMatchObject({
    "@context": "https://schema.org",
    name: "Custom Portal Solutions",
    url: `${baseURL}/`,
  });
  expect(problems).toEqual([]);
});

test("robots.txt keeps crawlers out of the console and points at the sitemap", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Allow: /\n");
  for (const path of ["/dashboard", "/project-codes", "/api/", "/auth"])
    expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the sitemap lists the public pages and a visible project, not a hidden one; the project has its own page and card", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const [shown, hidden] = await db
    .insert(portfolioProjects)
    .values([
      {
        title: `SEO Shown ${RUN}`,
        description: "A delivered portal for a freight company.",
        technologies: ["Next.js", "PostgreSQL"],
        isVisible: false,
      },
      { title: `SEO Hidden ${RUN}`, description: "Not on the website.", isVisible: false },
    ])
    .returning();
  projectIds.push(shown!.id, hidden!.id);

  // Showing it through Portfolio Management expires the cached sitemap and pages, as an admin's change does.
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const adminPage = await admin.newPage();
  await adminPage.goto("/portfolio-management", { waitUntil: "networkidle" });
  const card = adminPage.getByRole("listitem", { name: shown!.title, exact: true });
  await card.getByRole("button", { name: "Show on website" }).click();
  await expect(card.getByText("Visible", { exact: true })).toBeVisible();
  await admin.close();

  await expect
    .poll(async () => (await request.get("/sitemap.xml")).text(), { timeout: 15_000 })
    .toContain(`<loc>${baseURL}/projects/${shown!.id}</loc>`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/", "/privacy", "/terms"]) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(sitemap).not.toContain(`/projects/${hidden!.id}<`);

  await page.goto(`/projects/${shown!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: shown!.title })).toBeVisible();
  expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(
    `${baseURL}/projects/${shown!.id}`,
  );
  expect(await meta(page, "property", "og:title")).toBe(shown!.title);
  const work = (await jsonLd(page)).find((data) => data["@type"] === "CreativeWork");
  expect(work).toMatchObject({
    name: shown!.title,
    url: `${baseURL}/projects/${shown!.id}`,
    keywords: "Next.js, PostgreSQL",
  });
  await expectCardPng(request, (await meta(page, "property", "og:image"))!);

  expect((await request.get(`/projects/${hidden!.id}`)).status()).toBe(404);
  expect((await request.get(`/projects/${hidden!.id}/card.png`)).status()).toBe(404);
});

test("a share link unfurls with the generic card, stays out of search results and holds nothing of the idea", async ({
  page,
  request,
  baseURL,
}) => {
  const marker = `Quokkamarker${RUN}`;
  const code = `SEO${RUN.replace(/[^A-Z0-9]/gi, "").toUpperCase()}`.slice(0, 8).padEnd(8, "X");
  await db.insert(projectCodes).values({ code, draft: `A portal for ${marker} deliveries` });
  codes.push(code);

  const html = await (await request.get(`/?code=${code}`)).text();
  expect(html).not.toContain(marker);

  await page.goto(`/?code=${code}`);
  await expect(page.getByRole("dialog").getByLabel("Code")).toHaveValue(code);
  await expect(page).toHaveURL(`${baseURL}/?code=${code}`);
  expect(await meta(page, "name", "robots")).toBe("noindex, follow");
  expect(await page.locator('head link[rel="canonical"]').count()).toBe(0);
  expect(await meta(page, "property", "og:image:alt")).toBe("You have a project code from Custom Portal Solutions");
  const image = (await meta(page, "property", "og:image"))!;
  expect(image).toBe(`${baseURL}/redeem/card.png`);
  await expectCardPng(request, image);
  // The idea stays in the database only.
  const [row] = await db.select({ idea: projectCodes.draft }).from(projectCodes).where(eq(projectCodes.code, code));
  expect(row!.idea).toContain(marker);
});

test("the console shows the picture a project's link and a share link unfurl with", async ({ browser }) => {
  const [project] = await db
    .insert(portfolioProjects)
    .values({ title: `SEO Preview ${RUN}`, description: "A portal with a share preview." })
    .returning();
  projectIds.push(project!.id);
  const code = `PV${RUN.replace(/[^A-Z0-9]/gi, "").toUpperCase()}`.slice(0, 8).padEnd(8, "Y");
  await db.insert(projectCodes).values({ code, draft: "A share preview check for the console" });
  codes.push(code);

  const admin = await browser.newContext({
    storageState: ADMIN_STATE,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await admin.newPage();
  /** The preview image has loaded a picture (not a broken image). */
  const loaded = (image: ReturnType<Page["getByRole"]>) =>
    expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
      .toBe(1200);

  await page.goto("/portfolio-management", { waitUntil: "networkidle" });
  await page
    .getByRole("listitem", { name: project!.title, exact: true })
    .getByRole("button", { name: "Edit project" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Portfolio Project" });
  const projectPreview = dialog.getByRole("img", { name: "Preview image the link unfurls with" });
  await projectPreview.scrollIntoViewIfNeeded();
  await loaded(projectPreview);
  await expect(dialog.getByRole("link", { name: `/projects/${project!.id}` })).toBeVisible();

  await page.goto(`/code-management?q=${code}`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: `Actions for ${code}` }).click();
  await page.getByRole("menuitem", { name: "Copy Share Link" }).click();
  await expect(page.getByText("Share link copied")).toBeVisible();
  await loaded(page.getByRole("img", { name: "Preview image the link unfurls with" }));
  await admin.close();
});
