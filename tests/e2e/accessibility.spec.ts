import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { ADMIN_STATE } from "../support/e2e-env";

test.describe("accessibility (axe: no serious or critical violations)", () => {
  test("landing page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("landing page with the redeem dialog open", async ({ page }) => {
    await page.goto("/?code=ABCD2345");
    await expect(page.getByRole("dialog", { name: "Got a Code?" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("landing page on a phone with the menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  for (const path of ["/privacy", "/terms", "/no-such-page"]) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe("accessibility of sign-in and reset (axe: no serious or critical violations)", () => {
  test("/auth, sign-in and forgot modes", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Sign In", level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("/reset-password with a token", async ({ page }) => {
    await page.goto("/reset-password?token=not-a-real-token");
    await expect(page.getByLabel("New Password")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("accessibility of the admin shell (axe: no serious or critical violations)", () => {
  test.use({ storageState: ADMIN_STATE });

  test("/account, both tabs", async ({ page }) => {
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Password" }).click();
    await expect(page.getByLabel("Current Password")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("/dashboard on a phone with the sidebar drawer open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("/email-test", async ({ page }) => {
    await page.goto("/email-test");
    await expect(page.getByRole("heading", { name: "Email Delivery Test" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
