/**
 * A visitor who redeemed a code opens the share link again (docs/decisions/public-site.md "Reopening a redeemed
 * code"): with the same e-mail the proposal shows again with the day it was redeemed; another e-mail
 * still reads the spec's "Invalid or expired code".
 */
import { randomBytes, randomUUID } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import { eq, like } from "drizzle-orm";
import { projectCodes, rateLimits } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";

const handle = openTestDatabase();
const { db } = handle;
const CODE = randomBytes(4).toString("hex").toUpperCase();
const IDEA = "OVERVIEW\nA booking portal for a dog-grooming salon\nwith SMS reminders";
const EMAIL = `grace-${randomUUID()}@example.com`;

test.beforeAll(async () => {
  // Every test comes from the same IP: earlier runs must not leave the redeem limit spent.
  await db.delete(rateLimits).where(like(rateLimits.key, "redeem:%"));
  await db.insert(projectCodes).values({ code: CODE, draft: IDEA });
});

test.afterAll(async () => {
  await db.delete(projectCodes).where(eq(projectCodes.code, CODE));
  await handle.close();
});

/**
 * Opens the share link in a browser session of its own, as a visitor coming back to it later does, and
 * redeems its code with `email`; answers the page and its dialog. The caller closes the page's context.
 */
async function redeemFromShareLink(browser: Browser, email: string) {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto(`/?code=${CODE}`, { waitUntil: "networkidle" });
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Code")).toHaveValue(CODE);
  await dialog.getByLabel("Name").fill("Grace Hopper");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByRole("button", { name: "Redeem Code" }).click();
  return { page, dialog };
}

test("reopening one's own share link after redeeming shows the proposal again, with the day it was redeemed", async ({
  browser,
}) => {
  const first = await redeemFromShareLink(browser, EMAIL);
  await expect(first.dialog.getByRole("heading", { name: "Code Redeemed Successfully!" })).toBeVisible();
  await first.dialog.getByRole("button", { name: "Awesome, Thanks!" }).click();
  await first.page.context().close();

  const { page, dialog: again } = await redeemFromShareLink(browser, EMAIL.toUpperCase());
  await expect(again.getByRole("heading", { name: "Code Already Redeemed" })).toBeVisible();
  const [row] = await db.select({ usedAt: projectCodes.usedAt }).from(projectCodes).where(eq(projectCodes.code, CODE));
  const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(row!.usedAt!); // "Nov 26, 2026"
  await expect(again.getByText(`You redeemed this code on ${day}. Our team will be in touch.`)).toBeVisible();
  await expect(again.getByRole("region", { name: "Your Project Idea" })).toHaveText(IDEA);
  const box = (await again.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.context().close();

  const stranger = await redeemFromShareLink(browser, "someone.else@example.com");
  await expect(stranger.page.getByText("Invalid or expired code")).toBeVisible();
  await expect(stranger.dialog.getByLabel("Code")).toHaveValue(CODE);
  await stranger.page.context().close();
});
