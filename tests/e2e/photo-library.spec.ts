/**
 * The Photo Library and the gallery chooser against a local stand-in for the stock-photo provider
 * (docs/spec/site-and-admin.md §2 screens 6 and 10, §8, §9). scripts/e2e.sh serves it at PEXELS_BASE_URL for the
 * whole run (tests/support/pexels-stub-server.ts); this file reads and steers it over HTTP.
 */
import { expect, test } from "@playwright/test";
import { like } from "drizzle-orm";
import { portfolioProjects } from "@/lib/db/schema";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";
import { connectPexelsStub, type RemotePexelsStub } from "../support/pexels-stub";

test.use({ storageState: ADMIN_STATE });

let stub: RemotePexelsStub;
const handle = openTestDatabase();
const PREFIX = `E2E Gallery ${Date.now().toString(36)}`;

test.beforeAll(() => {
  const { PEXELS_API_KEY, PEXELS_BASE_URL } = process.env;
  if (!PEXELS_API_KEY || !PEXELS_BASE_URL) {
    throw new Error(
      "Set PEXELS_API_KEY and PEXELS_BASE_URL (http://127.0.0.1:<port>) for the app and the tests, as scripts/e2e.sh does",
    );
  }
  stub = connectPexelsStub(PEXELS_BASE_URL);
});

test.afterAll(async () => {
  await handle.db.delete(portfolioProjects).where(like(portfolioProjects.title, `${PREFIX}%`));
  await handle.close();
});

test("search results page forward and back, with a result count", async ({ page }) => {
  const query = `lake ${Date.now()}`;
  await page.goto("/photo-library");
  await page.getByRole("textbox", { name: "Search photos" }).fill(query);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Showing 1–12 of 30 photos")).toBeVisible();
  await expect(page.getByRole("button", { name: /^View photo by/ })).toHaveCount(12);
  await expect(page.getByRole("button", { name: "Previous", exact: true })).toBeDisabled();

  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Showing 13–24 of 30 photos")).toBeVisible();
  await expect(page.getByText("Page 2")).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Showing 25–30 of 30 photos")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
  await page.getByRole("button", { name: "Previous", exact: true }).click();
  await expect(page.getByText("Showing 13–24 of 30 photos")).toBeVisible();
  expect((await stub.requests()).filter((r) => r.params.query === query).map((r) => r.params.page)).toEqual([
    "1",
    "2",
    "3",
  ]);
});

test("the curated collection pages by the provider's next page link", async ({ page }) => {
  await page.goto("/photo-library");
  await page.getByRole("tab", { name: "Curated Collection" }).click();
  await expect(page.getByRole("button", { name: "View photo by Curator 1: Curated photo 1" })).toBeVisible();
  await expect(page.getByText("Showing 1–12 of 12+ photos")).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Showing 13–24 of 24 photos")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
});

test("the details dialog credits the photographer and copies and downloads each size", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/photo-library");
  await page.getByRole("textbox", { name: "Search photos" }).fill("harbour");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("button", { name: "View photo by Photographer 2: harbour photo 2" }).click();

  const dialog = page.getByRole("dialog", { name: "Photo Details" });
  await expect(dialog.getByRole("link", { name: "Photographer 2" })).toHaveAttribute(
    "href",
    "https://www.pexels.com/@stub-1002",
  );
  await expect(dialog.getByRole("list", { name: "Sizes" }).getByRole("listitem")).toContainText([
    "Small (640px)",
    "Medium (1280px)",
    "Large (1920px)",
  ]);

  await dialog.getByRole("button", { name: "Copy Small (640px) URL" }).click();
  await expect(page.getByText("URL copied", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${stub.baseUrl}/photos/1002.png?auto=compress&cs=tinysrgb&w=640`,
  );

  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download Medium (1280px)" }).click();
  expect((await downloading).suggestedFilename()).toBe("photo-1002-medium.png");

  await page.route("**/photos/**", (route) => route.abort());
  await dialog.getByRole("button", { name: "Download Large (1920px)" }).click();
  await expect(page.getByText("Download failed")).toBeVisible();
  await expect(page.getByText("Failed to download image")).toBeVisible();
});

test("a provider failure is reported as Failed to fetch photos", async ({ page }) => {
  await page.goto("/photo-library");
  await stub.failWith(503);
  try {
    await page.getByRole("textbox", { name: "Search photos" }).fill(`outage ${Date.now()}`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Failed to fetch photos")).toBeVisible();
    await expect(page.getByText("The photo provider answered 503")).toBeVisible();
  } finally {
    await stub.failWith(null);
  }
});

test("the gallery chooser fills the project's image URL", async ({ page }) => {
  await page.goto("/portfolio-management");
  await page.getByRole("button", { name: "Add Project" }).click();
  const form = page.getByRole("dialog", { name: "Add Portfolio Project" });
  await form.getByRole("button", { name: "Choose from Gallery" }).click();

  const gallery = page.getByRole("dialog", { name: "Choose Image from Gallery" });
  await expect(gallery.getByRole("textbox", { name: "Search photos" })).toHaveValue("business technology");
  await expect(gallery.getByRole("button", { name: /^Use photo by/ })).toHaveCount(12);
  await gallery.getByRole("textbox", { name: "Search photos" }).fill("team meeting");
  await gallery.getByRole("button", { name: "Search", exact: true }).click();
  await gallery.getByRole("button", { name: "Use photo by Photographer 3: team meeting photo 3" }).click();
  await expect(gallery).toBeHidden();
  await expect(form.getByLabel("Image URL")).toHaveValue(
    `${stub.baseUrl}/photos/1003.png?auto=compress&cs=tinysrgb&h=650&w=940`,
  );

  await form.getByLabel("Title *").fill(`${PREFIX} Team`);
  await form.getByLabel("Description *").fill("A portal illustrated with a stock photo.");
  await form.getByRole("button", { name: "Add Project" }).click();
  await expect(page.getByText("Project created")).toBeVisible();
  await expect(page.getByRole("listitem", { name: `${PREFIX} Team` }).locator("img")).toHaveAttribute(
    "src",
    `${stub.baseUrl}/photos/1003.png?auto=compress&cs=tinysrgb&h=650&w=940`,
  );
});

test("results and the details dialog pass the accessibility check", async ({ page }) => {
  await page.goto("/photo-library");
  await page.getByRole("textbox", { name: "Search photos" }).fill("skyline");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Showing 1–12 of 30 photos")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "View photo by Photographer 1: skyline photo 1" }).click();
  await expect(page.getByRole("dialog", { name: "Photo Details" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
