/**
 * The audit log as an owner reads it (docs/decisions/auth-and-roles.md "Audit log"): a change made on the Team screen
 * appears in the member's History, filtered in the URL, exported as CSV; the screen fits a 390 px phone.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { openTestDatabase } from "../support/db";
import { createTestUser, deleteTestUsers, type TestUser } from "../support/users";

const handle = openTestDatabase();
const created: TestUser[] = [];

async function newUser(role: "owner" | "staff" | "viewer"): Promise<TestUser> {
  const user = await createTestUser(handle.db, `e2e-audit-${role}`, role);
  created.push(user);
  return user;
}

test.afterAll(async () => {
  await deleteTestUsers(handle.db, created);
  await handle.close();
});

async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/auth");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test("a role change on the Team screen is in the member's history, and the filtered rows export as CSV", async ({
  browser,
}) => {
  const member = await newUser("viewer");
  const owner = await newUser("owner");
  const page = await signedInPage(browser, owner);
  await page.goto("/team");
  const row = page.locator(`tr[data-username="${member.username}"]`);
  await row.getByRole("combobox", { name: `Role of ${member.username}` }).click();
  await page.getByRole("option", { name: "Staff" }).click();
  await expect(page.getByText(`${member.username} is now staff.`)).toBeVisible();

  await row.getByRole("link", { name: `History of ${member.username}` }).click();
  await expect(page).toHaveURL(new RegExp(`/audit-log\\?rows=all&targetType=user&targetId=${member.id}$`));
  const change = page.locator('tr[data-action="team.role"]');
  await expect(change).toHaveCount(1);
  await expect(change).toContainText("Change a team member's role");
  await expect(change).toContainText(owner.username);
  await expect(change).toContainText("role: staff");

  await page.getByRole("combobox", { name: "Outcome" }).click();
  await page.getByRole("option", { name: "Refused" }).click();
  await expect(page).toHaveURL(/outcome=refused/);
  await expect(page.getByText("No audit rows match these filters.")).toBeVisible();
  await page.getByRole("combobox", { name: "Outcome" }).click();
  await page.getByRole("option", { name: "Any outcome" }).click();
  await expect(change).toHaveCount(1);

  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  expect(href).toBe(`/api/admin/audit-log/export?rows=all&targetType=user&targetId=${member.id}`);
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const lines = (await csv.text()).trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^time_utc,actor_id,actor_username,action,/);
  expect(lines.slice(1).some((line) => line.includes(`,${owner.username},team.role,user,${member.id},ok,`))).toBe(true);
});

test("staff cannot open the audit log nor export it", async ({ browser }) => {
  const page = await signedInPage(browser, await newUser("staff"));
  await page.goto("/audit-log");
  await expect(page.getByText("Owners only")).toBeVisible();
  expect((await page.request.get("/api/admin/audit-log/export")).status()).toBe(403);
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the audit log does not scroll sideways; its table scrolls inside its card", async ({ browser }) => {
    const page = await signedInPage(browser, await newUser("owner"));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/audit-log", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: "Audit Log", level: 1 })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  });
});
