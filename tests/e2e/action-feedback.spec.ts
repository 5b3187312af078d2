/**
 * What an admin sees when a form's server action does not succeed (docs/decisions/console-and-forms.md "One way to call
 * an action"): a call that gets no answer shows the form's failure toast and keeps what was typed; an
 * answer saying the session is gone shows "Unauthorized" and goes to /auth (docs/spec/site-and-admin.md §8, §9).
 */
import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../support/e2e-env";

test.use({ storageState: ADMIN_STATE });

test("a save that gets no answer is reported in the form's toast and the typed address stays", async ({ page }) => {
  await page.goto("/email-test");
  const email = page.getByLabel("Email", { exact: true });
  await email.fill("no-answer@example.test");
  // A server action is a POST to the page's own URL; this one never reaches the server.
  await page.route("**/email-test", (route) =>
    route.request().method() === "POST" ? route.abort("connectionfailed") : route.continue(),
  );
  await page.getByRole("button", { name: "Send Test Email" }).click();

  await expect(page.getByText("Email Test Failed")).toBeVisible();
  await expect(page.getByText("The test email could not be sent.")).toBeVisible();
  await expect(email).toHaveValue("no-answer@example.test");
  await expect(page.getByRole("button", { name: "Send Test Email" })).toBeEnabled();
});

test("a form sent after the session has gone says so and goes to sign-in", async ({ page, context, baseURL }) => {
  await page.goto("/email-test");
  await expect(page.getByLabel("Email", { exact: true })).not.toHaveValue("");
  // A session cookie the server no longer accepts (the proxy only looks for one being there).
  await context.addCookies([{ name: "next-auth.session-token", value: "revoked", url: baseURL! }]);
  await page.getByRole("button", { name: "Send Test Email" }).click();

  await expect(page.getByText("You are logged out. Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
