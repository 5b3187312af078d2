/**
 * The second factor as a person uses it (docs/decisions/auth-and-roles.md "Second factor"): adding an authenticator on
 * /account by typing a real code computed from the secret the page shows, then signing in with a code,
 * a replayed code refused, a recovery code, and the owner's policy sending a user without a factor to
 * enrol before any screen. Every test uses users it created.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { generate } from "otplib";
import { securityPolicy } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { enrolAuthenticator as enrol } from "../support/enrol-authenticator";
import { createTestUser, deleteTestUsers, type TestUser } from "../support/users";

const handle = openTestDatabase();
const created: TestUser[] = [];

async function newUser(role: "owner" | "staff" = "staff"): Promise<TestUser> {
  const user = await createTestUser(handle.db, "e2e-mfa", role);
  created.push(user);
  return user;
}

test.afterAll(async () => {
  await handle.db.delete(securityPolicy);
  await deleteTestUsers(handle.db, created);
  await handle.close();
});

/** A fresh browser with the password step done. */
async function passwordStep(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/auth");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  return page;
}

/** The code of the step `steps` ahead of now (a step ahead is still accepted, and newer than the last one used). */
const codeAhead = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

test("an authenticator added on /account is asked for at sign-in; a code works once, a recovery code too", async ({
  browser,
}) => {
  const user = await newUser();
  const page = await passwordStep(browser, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account");
  const { secret, codes } = await enrol(page);
  await expect(page.getByRole("button", { name: "Remove authenticator app" })).toBeVisible();

  const second = await passwordStep(browser, user);
  await expect(second.getByLabel("Authentication code")).toBeVisible();
  await expect(second).toHaveURL(/\/auth$/);
  const code = await codeAhead(secret, 1);
  await second.getByLabel("Authentication code").fill(code);
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(second).toHaveURL(/\/dashboard$/);

  const replay = await passwordStep(browser, user);
  await replay.getByLabel("Authentication code").fill(code);
  await replay.getByRole("button", { name: "Verify" }).click();
  // Said under the emptied field, where the next code goes.
  await expect(replay.getByText("That code is not right. Please try again.")).toBeVisible();
  await expect(replay.getByLabel("Authentication code")).toHaveValue("");
  await expect(replay.getByLabel("Authentication code")).toHaveAttribute("aria-invalid", "true");
  await expect(replay).toHaveURL(/\/auth$/);
  await replay.getByRole("button", { name: "Use a recovery code instead" }).click();
  await replay.getByLabel("Recovery code").fill(codes[0]!);
  await replay.getByRole("button", { name: "Verify" }).click();
  await expect(replay).toHaveURL(/\/dashboard$/);
});

test("with a second factor required, a user without one enrols before reaching any screen", async ({ browser }) => {
  const user = await newUser();
  await handle.db
    .insert(securityPolicy)
    .values({ id: 1, requireSecondFactor: true })
    .onConflictDoUpdate({ target: securityPolicy.id, set: { requireSecondFactor: true } });
  try {
    const page = await passwordStep(browser, user);
    await expect(page).toHaveURL(/\/second-factor-setup$/);
    await page.goto("/leads");
    await expect(page).toHaveURL(/\/second-factor-setup$/);
    // Either factor will do, and someone who cannot set one up now can leave.
    await expect(page.getByRole("button", { name: "Add a passkey" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await enrol(page);
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    await handle.db.delete(securityPolicy);
  }
});
