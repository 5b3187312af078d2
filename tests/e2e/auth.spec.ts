/**
 * Sign-in, sign-out, protected routes, password reset and the account page, as a person does them
 * (docs/spec/site-and-admin.md §2 "Authentication screens", §5, §8). Every test that changes a password uses a
 * user it created; the seeded admin is never touched.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { and, desc, eq } from "drizzle-orm";
import { outboxMessages, users } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { createTestUser, deleteTestUsers, type TestUser } from "../support/users";

const handle = openTestDatabase();
const created: TestUser[] = [];

async function newUser(): Promise<TestUser> {
  const user = await createTestUser(handle.db, "e2e-auth");
  created.push(user);
  return user;
}

test.afterAll(async () => {
  await deleteTestUsers(handle.db, created);
  await handle.close();
});

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** A new browser context signed in as `user`, on /dashboard. */
async function signedInPage(browser: Browser, user: Pick<TestUser, "username" | "password">): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test.describe("sign-in", () => {
  test("a wrong password shows Login failed and stays on /auth", async ({ page }) => {
    const user = await newUser();
    await signIn(page, user.username, "not-the-password");
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page.getByText("Invalid username or password")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("blank fields show Missing Information and the field messages", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("valid credentials land on /dashboard, and /auth then sends the user to /", async ({ page }) => {
    const user = await newUser();
    await signIn(page, user.username, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("protected routes", () => {
  test("signed-out visits to admin pages end on /auth", async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    for (const path of ["/account", "/project-codes", "/dashboard", "/email-test"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test("GET /api/user answers 401 signed out and the user signed in", async ({ playwright, browser }) => {
    const anonymous = await playwright.request.newContext();
    const response = await anonymous.get("/api/user");
    expect(response.status()).toBe(401);
    await anonymous.dispose();

    const user = await newUser();
    const page = await signedInPage(browser, user);
    const signedIn = await page.request.get("/api/user");
    expect(signedIn.status()).toBe(200);
    expect(await signedIn.json()).toEqual({
      user: { username: user.username, email: user.email, firstName: null, lastName: null, phoneNumber: null },
    });
  });
});

test.describe("sign-out", () => {
  test("Logout goes to /auth and revokes the session on the server", async ({ browser }) => {
    const user = await newUser();
    const page = await signedInPage(browser, user);
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Project Codes" }),
    ).toBeVisible();
    const cookiesBefore = await page.context().cookies();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);

    // The old cookie, replayed in another browser, no longer opens the admin area.
    const replay = await browser.newContext();
    await replay.addCookies(cookiesBefore);
    const replayPage = await replay.newPage();
    await replayPage.goto("/dashboard");
    await expect(replayPage).toHaveURL(/\/auth$/);
  });
});

test.describe("password reset", () => {
  test("request, read the link from the outbox, set a new password, sign in; the link works once", async ({
    page,
    browser,
  }) => {
    const user = await newUser();
    await page.goto("/auth");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await page.getByLabel("Email", { exact: true }).fill(user.email.toUpperCase());
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Password reset email sent")).toBeVisible();
    await expect(
      page.getByText("If an account exists for that email, we've sent a password reset link."),
    ).toBeVisible();

    const [mail] = await handle.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, user.email), eq(outboxMessages.channel, "email")))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const link = mail?.body.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
    expect(link, "the reset e-mail carries a link").toBeTruthy();
    const path = new URL(link!).pathname + new URL(link!).search;

    const newPassword = "brand-new-password";
    await page.goto(path);
    await page.getByLabel("New Password").fill(newPassword);
    await page.getByLabel("Confirm Password").fill("something-else");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Passwords Don't Match")).toBeVisible();

    await page.getByLabel("Confirm Password").fill(newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: "Password Reset Successful" })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

    await signIn(page, user.username, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    const again = await (await browser.newContext()).newPage();
    await again.goto(path);
    await again.getByLabel("New Password").fill("another-password");
    await again.getByLabel("Confirm Password").fill("another-password");
    await again.getByRole("button", { name: "Reset Password" }).click();
    await expect(again.getByText("Password reset failed")).toBeVisible();
    await expect(again.getByText("This password reset link is invalid or expired")).toBeVisible();
  });

  test("a link without a token says Invalid Link and returns to /auth", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { name: "Invalid Link" })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });
  });
});

test.describe("account", () => {
  test("a profile change persists after a reload; the phone shows as (555) 123-4567 and is stored as digits", async ({
    browser,
  }) => {
    const user = await newUser();
    const page = await signedInPage(browser, user);
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveValue(user.username);

    const email = `changed-${user.email}`;
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Phone Number").fill("5551234567");
    await expect(page.getByLabel("Phone Number")).toHaveValue("(555) 123-4567");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("First Name")).toHaveValue("Ada");
    await expect(page.getByLabel("Last Name")).toHaveValue("Lovelace");
    await expect(page.getByLabel("Phone Number")).toHaveValue("(555) 123-4567");
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.phoneNumber).toBe("5551234567");
  });

  test('typing "+1 (555) 123-4567" key by key keeps every digit, saves the number and refuses an impossible one', async ({
    browser,
  }) => {
    const user = await newUser();
    const page = await signedInPage(browser, user);
    await page.goto("/account", { waitUntil: "networkidle" });
    const phone = page.getByLabel("Phone Number");
    await phone.pressSequentially("+1 (555) 123-4567");
    await expect(phone).toHaveValue("+1 555 123 4567");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.phoneNumber).toBe("5551234567");
    await page.reload();
    await expect(phone).toHaveValue("(555) 123-4567");

    // Backspace erases digits, not only the formatting put back around them.
    await phone.click();
    await phone.press("End");
    for (let i = 0; i < 6; i += 1) await phone.press("Backspace");
    await expect(phone).toHaveValue("(555) 12");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Enter a valid phone number, e.g. +1 555 123 4567")).toBeVisible();
    const [unchanged] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged?.phoneNumber).toBe("5551234567");
  });

  test("an e-mail another account uses is refused with a clear message", async ({ browser }) => {
    const [user, other] = [await newUser(), await newUser()];
    const page = await signedInPage(browser, user);
    await page.goto("/account");
    await page.getByLabel("Email", { exact: true }).fill(other.email.toUpperCase());
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("That email is already in use")).toBeVisible();
  });

  test("a password change keeps this session, signs out an older one, and the new password works", async ({
    browser,
  }) => {
    const user = await newUser();
    const older = await signedInPage(browser, user);
    const page = await signedInPage(browser, user);

    await page.goto("/account");
    await page.getByRole("tab", { name: "Password" }).click();
    await page.getByLabel("Current Password").fill("wrong-password");
    await page.getByLabel("New Password").fill("fresh-password");
    await page.getByLabel("Confirm Password").fill("fresh-password");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Current password is incorrect")).toBeVisible();

    await page.getByLabel("Current Password").fill(user.password);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password updated successfully")).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/account$/);
    await older.goto("/dashboard");
    await expect(older).toHaveURL(/\/auth$/);

    const fresh = await (await browser.newContext()).newPage();
    await signIn(fresh, user.username, "fresh-password");
    await expect(fresh).toHaveURL(/\/dashboard$/);
  });
});
