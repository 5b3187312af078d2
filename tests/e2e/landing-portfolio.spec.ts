/**
 * The landing page at portfolio scale (docs/decisions/public-site.md "Public portfolio pages and Portfolio Management paging"): at most nine projects, featured first, then "View all
 * work" (/work) paging through every public project; the page is the same cached HTML for every
 * visitor, the navigation learning in the browser whether the visitor is signed in.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { eq, like } from "drizzle-orm";
import { portfolioProjects } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";

const handle = openTestDatabase();
const { db } = handle;
const PREFIX = `E2E Work ${randomUUID().slice(0, 8)}`;
const PUBLIC_PROJECTS = 21;

test.afterAll(async () => {
  await db.delete(portfolioProjects).where(like(portfolioProjects.title, `${PREFIX}%`));
  await handle.close();
});

/** Runs `act` on Portfolio Management as the admin: its actions also expire the public pages' cache. */
async function asAdmin(browser: Browser, act: (page: Page) => Promise<void>) {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  await page.goto("/portfolio-management", { waitUntil: "networkidle" });
  await act(page);
  await admin.close();
}

const adminCard = (page: Page, title: string) => page.getByRole("listitem", { name: title, exact: true });
const cardTitles = (page: Page, scope: string) => page.locator(scope).getByRole("heading", { level: 3 });

test("the landing page shows nine projects, featured first, and View all work pages through the rest", async ({
  page,
  browser,
}) => {
  // Dated in the future so they are the newest public projects whatever other tests left behind.
  const base = Date.UTC(2100, 0, 1);
  const newest = Array.from({ length: PUBLIC_PROJECTS - 1 }, (_, i) => ({
    title: `${PREFIX} ${String(i).padStart(2, "0")}`,
    description: "A delivered portal.",
    createdAt: new Date(base + i * 60_000),
  }));
  await db.insert(portfolioProjects).values(newest);
  const featuredTitle = `${PREFIX} featured`;
  // The oldest of them, featured, and hidden until the admin shows it (which expires the cached pages).
  await db.insert(portfolioProjects).values({
    title: featuredTitle,
    description: "Our favourite.",
    isFeatured: true,
    isVisible: false,
    createdAt: new Date(base - 60_000),
  });
  await asAdmin(browser, async (admin) => {
    const card = adminCard(admin, featuredTitle);
    await expect(card.getByText("Featured", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Show on website" }).click();
    await expect(card.getByText("Visible", { exact: true })).toBeVisible();
  });
  const newestFirst = newest.map((p) => p.title).reverse();

  await page.goto("/");
  await expect(cardTitles(page, "#portfolio")).toHaveText([featuredTitle, ...newestFirst.slice(0, 8)]);
  await page.getByRole("link", { name: "View all work" }).click();
  await expect(page).toHaveURL(/\/work$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our Work" })).toBeVisible();

  const pager = page.getByRole("navigation", { name: "Pages of projects" });
  const seen: string[][] = [];
  for (;;) {
    const titles = (await cardTitles(page, "main").allTextContents()).filter((title) => title.startsWith(PREFIX));
    expect(titles.length).toBeLessThanOrEqual(12);
    seen.push(titles);
    const next = pager.getByRole("link", { name: "Next" });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(/\/work\/next\/[\w-]+$/);
  }
  // Every project exactly once, newest first (the featured one is the oldest).
  expect(seen.flat()).toEqual([...newestFirst, featuredTitle]);
  expect(seen.length).toBeGreaterThanOrEqual(2);

  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/work\/prev\/[\w-]+$/);
  await expect(cardTitles(page, "main").filter({ hasText: PREFIX })).toHaveText(seen[seen.length - 2]!);

  // Tidy up through the console, so the cached pages forget these projects too.
  await db.delete(portfolioProjects).where(like(portfolioProjects.title, `${PREFIX} 0%`));
  await db.delete(portfolioProjects).where(like(portfolioProjects.title, `${PREFIX} 1%`));
  await asAdmin(browser, async (admin) => {
    await adminCard(admin, featuredTitle).getByRole("button", { name: "Delete project" }).click();
    await admin.getByRole("alertdialog", { name: "Delete Project" }).getByRole("button", { name: "Delete" }).click();
    await expect(adminCard(admin, featuredTitle)).toHaveCount(0);
  });
  const [left] = await db
    .select({ id: portfolioProjects.id })
    .from(portfolioProjects)
    .where(eq(portfolioProjects.title, featuredTitle));
  expect(left).toBeUndefined();
});

test("a /work page whose cursor names no project is a 404", async ({ page }) => {
  const response = await page.goto("/work/next/bm90LWEtY3Vyc29y");
  expect(response?.status()).toBe(404);
});

test("the landing page is one cached page for every visitor; the navigation asks the session in the browser", async ({
  browser,
  request,
}) => {
  const anonymous = await request.get("/");
  expect(anonymous.headers()["cache-control"]).toMatch(/s-maxage=/);
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const signedIn = await admin.request.get("/");
  expect(signedIn.headers()["cache-control"]).toMatch(/s-maxage=/);
  // The server sends the signed-out navigation to both; the browser swaps it for the admin.
  expect(await signedIn.text()).not.toContain(">Dashboard<");

  const page = await admin.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await admin.close();
});
