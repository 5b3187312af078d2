/**
 * /account's sessions and sign-in history (docs/decisions/auth-and-roles.md "Sessions") on a 390 px phone: each browser
 * signed in is listed, "Sign out everywhere else" ends the others at their next request, and the
 * history lists the attempts, a refused one included; a long list of sessions is paged.
 */
import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { sessions as sessionRows } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { createTestUser, deleteTestUsers, type TestUser } from "../support/users";

const handle = openTestDatabase();
const created: TestUser[] = [];

test.afterAll(async () => {
  await deleteTestUsers(handle.db, created);
  await handle.close();
});

async function signIn(browser: Browser, user: TestUser, password = user.password): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto("/auth");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  return page;
}

test("a phone lists this user's sessions and signs out every other one", async ({ browser }) => {
  const user = await createTestUser(handle.db, "e2e-sessions", "viewer");
  created.push(user);
  const refused = await signIn(browser, user, "not-the-password");
  await expect(refused.getByText("Invalid username or password")).toBeVisible();
  const other = await signIn(browser, user);
  await expect(other).toHaveURL(/\/dashboard$/);
  const phone = await signIn(browser, user);
  await expect(phone).toHaveURL(/\/dashboard$/);

  await phone.goto("/account");
  const sessions = phone.getByRole("list", { name: "Sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByRole("listitem").filter({ hasText: "This browser" })).toHaveCount(1);
  // Playwright's "Desktop Chrome" sends a Windows Chrome user agent.
  await expect(sessions.getByRole("listitem").first()).toContainText(/Chrome \d+ on Windows/);
  await expect(phone.getByRole("cell", { name: "Refused: wrong username or password" })).toBeVisible();
  await expect(phone.getByRole("cell", { name: "Signed in" }).first()).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await phone.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(phone.getByText("Signed out everywhere else")).toBeVisible();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await other.goto("/account");
  await expect(other).toHaveURL(/\/auth$/);
  await phone.reload();
  await expect(phone).toHaveURL(/\/account$/);
});

test("a user signed in on many browsers pages through them, the page kept in the address", async ({ browser }) => {
  const user = await createTestUser(handle.db, "e2e-sessions", "viewer");
  created.push(user);
  const day = 24 * 60 * 60 * 1000;
  // Thirty older browsers, signed in a day apart, beside the one this test signs in with.
  await handle.db.insert(sessionRows).values(
    Array.from({ length: 30 }, (_, i) => ({
      sid: randomBytes(24).toString("hex"),
      sess: { userId: user.id, userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" },
      expire: new Date(Date.now() + 7 * day),
      userId: user.id,
      ipAddress: "203.0.113.40",
      createdAt: new Date(Date.now() - (i + 1) * day),
    })),
  );
  const page = await signIn(browser, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account");
  const sessions = page.getByRole("list", { name: "Sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(25);
  await expect(sessions.getByRole("listitem").first()).toContainText("This browser");
  const pager = page.getByRole("navigation", { name: "Pages of sessions" });
  await expect(pager).toContainText("31 sessions");
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]scursor=/);
  await expect(sessions.getByRole("listitem")).toHaveCount(6);
  await expect(sessions.getByRole("listitem").filter({ hasText: "This browser" })).toHaveCount(0);
  await page.reload();
  await expect(sessions.getByRole("listitem")).toHaveCount(6);
  await expect(sessions.getByRole("listitem").first()).toContainText("Firefox 133 on Linux");
});
