/**
 * Project Code Management pages on the server (docs/decisions/data-and-jobs.md "Server-paged lists"): 120 codes
 * seeded for this run are paged forward and back 25 at a time, a search narrows them to one code, and
 * the Redeemed filter lives in the URL, so it survives a reload. The codes are dated in 2000 so they
 * sit below every code other tests create, and are removed afterwards.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { like, sql } from "drizzle-orm";
import { projectCodes } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";

test.use({ storageState: ADMIN_STATE });

const handle = openTestDatabase();
const TAG = `PG${randomBytes(3).toString("hex").toUpperCase()}`;
const COUNT = 120;
const REDEEMED = 10;

test.beforeAll(async () => {
  await handle.db.insert(projectCodes).values(
    Array.from({ length: COUNT }, (_, i) => ({
      code: `${TAG}${String(i).padStart(3, "0")}`,
      draft: `OVERVIEW\nPaging check ${TAG}: portal number ${i}`,
      isUsed: i < REDEEMED,
      // Three codes share each minute, so page boundaries fall between equal timestamps too.
      createdAt: sql`timestamptz '2000-01-01 00:00:00+00' + ${Math.floor(i / 3)} * interval '1 minute'`,
    })),
  );
});

test.afterAll(async () => {
  await handle.db.delete(projectCodes).where(like(projectCodes.code, `${TAG}%`));
  await handle.close();
});

test("code management pages forward and back, searches one code, and keeps its filter across a reload", async ({
  page,
}) => {
  await page.goto(`/code-management?q=${TAG}`);
  const items = page.locator("li[data-code]");
  const codes = () => items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-code")));
  const pager = page.getByRole("navigation", { name: "Pages of codes" });
  await expect(pager).toContainText(`${COUNT} codes`);
  await expect(items).toHaveCount(25);

  const pages: (string | null)[][] = [await codes()];
  for (let n = 2; n <= 5; n++) {
    const before = pages.at(-1)![0];
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(items.first()).not.toHaveAttribute("data-code", before!);
    await expect(items).toHaveCount(n < 5 ? 25 : COUNT - 4 * 25);
    pages.push(await codes());
  }
  await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  // Every code exactly once, newest first.
  const all = pages.flat();
  expect(new Set(all).size).toBe(COUNT);
  expect(all[0]).toBe(`${TAG}119`);
  expect(all.at(-1)).toBe(`${TAG}000`);

  for (let n = 4; n >= 1; n--) {
    await pager.getByRole("button", { name: "Previous" }).click();
    await expect(items.first()).toHaveAttribute("data-code", pages[n - 1]![0]!);
    expect(await codes()).toEqual(pages[n - 1]);
  }
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();

  const search = page.getByPlaceholder("Search codes, ideas, or client names...");
  await search.fill(`${TAG}042`);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute("data-code", `${TAG}042`);
  await expect(pager).toContainText(/^1 code/);

  await search.fill(TAG);
  await expect(pager).toContainText(`${COUNT} codes`);
  await page.getByRole("combobox", { name: "Filter codes" }).click();
  await page.getByRole("option", { name: "Redeemed" }).click();
  await expect(pager).toContainText(`${REDEEMED} codes`);
  await expect(page).toHaveURL(/status=redeemed/);
  await expect(items).toHaveCount(REDEEMED);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Filter codes" })).toHaveText("Redeemed");
  await expect(search).toHaveValue(TAG);
  await expect(items).toHaveCount(REDEEMED);
  for (const item of await items.all()) await expect(item.getByText("Redeemed", { exact: true })).toBeVisible();
});
