/** /email-test: the Email Delivery Test and the outbox under it (docs/spec/site-and-admin.md §2 "Admin screens" 1). */
import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "../support/e2e-env";

test.use({ storageState: ADMIN_STATE });

test("a test email without a provider is kept in the outbox, where its body can be read", async ({ page }) => {
  await page.goto("/email-test");
  await expect(page.getByRole("heading", { name: "Email Delivery Test" })).toBeVisible();
  const email = page.getByLabel("Email", { exact: true });
  await expect(email).not.toHaveValue("");

  const recipient = `email-test-${Date.now()}@example.test`;
  await email.fill(recipient);
  await page.getByRole("button", { name: "Send Test Email" }).click();
  // scripts/e2e.sh runs without RESEND_API_KEY, so the outbox keeps the message.
  await expect(page.getByText("Test email kept in the outbox")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: recipient });
  await expect(row).toContainText("Test email from Custom Portal Solutions");
  await expect(row).toContainText("Not sent (no provider)");
  await row.getByRole("button", { name: /Read message #\d+/ }).click();
  await expect(page.getByRole("dialog").getByText(/If you can read it, email delivery works/)).toBeVisible();
});

test("an invalid address is refused in the form", async ({ page }) => {
  await page.goto("/email-test");
  await page.getByLabel("Email", { exact: true }).fill("not-an-address");
  await page.getByRole("button", { name: "Send Test Email" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
});
