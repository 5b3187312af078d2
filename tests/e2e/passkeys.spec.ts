/**
 * Passkeys as a person uses them (docs/decisions/auth-and-roles.md "Second factor"), with Chromium's virtual WebAuthn
 * authenticator (CDP `WebAuthn.addVirtualAuthenticator`: internal, resident keys, user verification).
 * A browser refuses an IP address as the relying party's id, so this spec starts its own instance of the
 * built app whose `PUBLIC_BASE_URL` is `http://localhost:<port>` (localhost is a secure context) and
 * browses it there; it shares the suite's database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { openTestDatabase } from "../support/db";
import { createTestUser, deleteTestUsers, type TestUser } from "../support/users";

const port = Number(process.env.E2E_PORT ?? 3100) + 10;
const origin = `http://localhost:${port}`;
const handle = openTestDatabase();
const created: TestUser[] = [];
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (
    await fetch(`http://127.0.0.1:${port}/privacy`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is taken: a server left from an earlier run would serve an old build`);
  }
  // Its own process group, so stopping it stops tsx's node child too.
  server = spawn("npx", ["tsx", "scripts/start-server.ts", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", PUBLIC_BASE_URL: origin, NEXTAUTH_URL: origin, SCHEDULER: "off" },
    stdio: "ignore",
    detached: true,
  });
  for (let tries = 0; ; tries++) {
    const up = await fetch(`http://127.0.0.1:${port}/privacy`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (tries > 200) throw new Error("The passkey server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  await deleteTestUsers(handle.db, created);
  await handle.close();
});

/** Gives `page` a virtual platform authenticator that keeps discoverable credentials and verifies its user. */
async function addAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

async function passwordSignIn(page: Page, user: TestUser) {
  await page.goto(`${origin}/auth`);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("a passkey added on /account signs in alone, and serves as the second factor after the password", async ({
  page,
}) => {
  const user = await createTestUser(handle.db, "e2e-passkey", "staff");
  created.push(user);
  await addAuthenticator(page);
  await passwordSignIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`${origin}/account`);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Laptop");
  await page.getByRole("dialog").getByRole("button", { name: "Continue" }).click();
  // A first factor comes with its recovery codes.
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "I saved them" }).click();
  const list = page.getByRole("list", { name: "Passkeys" });
  await expect(list.getByText("Laptop", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Rename Laptop" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Work laptop");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(list.getByText("Work laptop", { exact: true })).toBeVisible();

  // Signed out, the passkey alone signs in.
  await page.context().clearCookies();
  await page.goto(`${origin}/auth`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The password now asks for the second factor, which the passkey gives.
  await page.context().clearCookies();
  await passwordSignIn(page, user);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${origin}/account`);
  await expect(page.getByRole("list", { name: "Passkeys" }).getByText(/Last used/)).toBeVisible();
});
