/**
 * What a new admin finds in the console (docs/decisions/console-and-forms.md "What a new admin trips over"): every screen of lib/admin-screens.ts reachable
 * from the sidebar and the dashboard, a greeting by name, every screen usable on a 390 px phone, and SMS
 * forwards that no provider sent shown as such. Rows it adds carry a unique prefix and are removed after.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { eq, like } from "drizzle-orm";
import { ADMIN_SCREENS, sidebarGroups } from "@/lib/admin-screens";
import { federatedCommandResponses, federatedCommands, federatedSites, smsMessages } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN, ADMIN_STATE } from "../support/e2e-env";

test.use({ storageState: ADMIN_STATE });

const handle = openTestDatabase();
const { db } = handle;
const RUN = randomUUID().slice(0, 8);
const PREFIX = `E2E Console ${RUN}`;
// An 80-character token with no place to break: a key as a command carries it.
const TOKEN = `tok_${"A1b2C3d4".repeat(9)}k9Z8`;

test.beforeAll(async () => {
  // A paused site (never synced or checked), one command with its answer, and a message whose forward
  // had no provider: enough for the wide tables and the Command Details dialog to have rows.
  const [site] = await db
    .insert(federatedSites)
    .values({
      siteName: `${PREFIX} Client Portal With A Long Name`,
      siteUrl: `https://console-${RUN}.example.com`,
      apiKey: `e2e-${RUN}`,
      isActive: false,
    })
    .returning();
  const [command] = await db
    .insert(federatedCommands)
    .values({ commandText: `rotate-key ${TOKEN}`, description: PREFIX, createdBy: ADMIN.username, status: "completed" })
    .returning();
  await db
    .insert(federatedCommandResponses)
    .values({ commandId: command!.id, siteId: site!.id, response: `rotated to ${TOKEN}`, status: "success" });
  await db.insert(smsMessages).values({
    messageSid: `SM${RUN}unsent`,
    fromNumber: "+15550107777",
    toNumber: "+15550102030",
    messageBody: `${PREFIX} please call me back about my order`,
    routingStatus: "unsent",
    forwardedTo: "team@example.test",
  });
});

test.afterAll(async () => {
  await db.delete(federatedCommands).where(eq(federatedCommands.description, PREFIX));
  await db.delete(federatedSites).where(like(federatedSites.siteName, `${PREFIX}%`));
  await db.delete(smsMessages).where(like(smsMessages.messageSid, `SM${RUN}%`));
  await handle.close();
});

async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${what} is ${widths.scroll} px wide in a ${widths.inner} px window`).toBeLessThanOrEqual(
    widths.inner,
  );
}

test("the sidebar links every admin screen, grouped, with the spec's eight first", async ({ page }) => {
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const group of sidebarGroups()) {
    const links = nav.getByRole("list", { name: group.label }).getByRole("link");
    await expect(links).toHaveText(group.screens.map((s) => s.title));
  }
  await expect(nav.getByRole("link")).toHaveCount(ADMIN_SCREENS.filter((s) => s.group).length);
  await nav.getByRole("link", { name: "Authorized Phones" }).click();
  await expect(page).toHaveURL(/\/phone-management$/);
  await expect(page.getByRole("heading", { name: "SMS Authorization Management", level: 1 })).toBeVisible();
});

test("the dashboard greets the seeded admin by username and links to every other screen", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByText(`Welcome back, ${ADMIN.username}.`)).toBeVisible();
  const screens = page
    .getByRole("list")
    .filter({ has: page.getByRole("heading", { name: "Project Codes", level: 3 }) });
  for (const screen of ADMIN_SCREENS.filter((s) => s.path !== "/dashboard")) {
    await expect(screens.locator(`a[href="${screen.path}"]`)).toContainText(screen.title);
  }
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no admin screen scrolls sideways; wide tables scroll inside their card", async ({ page }) => {
    const extra = ["/sms-routing?tab=messages", "/sms-routing?tab=numbers", "/sms-routing?tab=tree"];
    for (const path of [...ADMIN_SCREENS.map((s) => s.path), ...extra]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
  });

  test("the Command Details dialog wraps an 80-character token inside the screen", async ({ page }) => {
    await page.goto("/command-broadcaster", { waitUntil: "networkidle" });
    const row = page.getByRole("row").filter({ hasText: "rotate-key" }).first();
    await row.getByRole("button", { name: /View details of command/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(`rotated to ${TOKEN}`)).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    await expectNoSidewaysScroll(page, "The Command Details dialog");
  });
});

test("a forward no provider sent reads Not sent (no provider), links to the outbox and is left out of the success rate", async ({
  page,
}) => {
  await page.goto("/sms-routing?tab=messages", { waitUntil: "networkidle" });
  const row = page.locator(`tr[data-from="+15550107777"]`).filter({ hasText: PREFIX });
  await expect(row.getByText("Not sent (no provider)")).toBeVisible();
  await expect(page.getByRole("group", { name: "Success Rate" })).toContainText("not sent (no provider)");
  await row.getByRole("link", { name: "View in outbox" }).click();
  await expect(page).toHaveURL(/\/email-test$/);
});
