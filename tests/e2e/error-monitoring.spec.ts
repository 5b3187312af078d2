/**
 * Error monitoring end to end (docs/spec/operator-console.md §2 "/error-monitoring", §8): a route that throws
 * (the admin-only diagnostics route) shows up as an unresolved card with its request and stack trace;
 * Mark Resolved moves it to the resolved entries with who resolved it. The label (and so the group) is
 * unique per run.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { ADMIN, ADMIN_STATE } from "../support/e2e-env";

test.use({ storageState: ADMIN_STATE });

test("a thrown error is listed, grouped and marked resolved", async ({ page }) => {
  // Letters g-z only: grouping normalizes numbers and hex ids, so those would join earlier runs' group.
  const label = `check-${[...randomBytes(10)].map((b) => String.fromCharCode(103 + (b % 20))).join("")}`;
  const message = `DiagnosticTestError: Deliberate test error from the diagnostics route: ${label}`;
  for (let i = 0; i < 2; i++) {
    const response = await page.request.post(`/api/admin/diagnostics/throw?label=${label}`);
    expect(response.status()).toBe(500);
  }

  await page.goto("/error-monitoring");
  await expect(page.getByRole("heading", { level: 1, name: "Error Monitoring" })).toBeVisible();
  for (const text of ["Total Errors", "Unresolved", "Critical"])
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Unresolved \(\d+\)$/ })).toHaveAttribute("aria-pressed", "true");

  const card = page.getByTestId("error-log-card").filter({ hasText: message });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("HIGH", { exact: true })).toBeVisible();
  await expect(card.getByText("Unresolved", { exact: true })).toBeVisible();
  await expect(card).toContainText(`POST /api/admin/diagnostics/throw?label=${label}`);
  // Both throws are one group.
  await expect(card.getByText("Occurrences").locator("..")).toContainText("2");
  await expect(card.getByLabel(/Stack trace of error/)).toContainText("DiagnosticTestError");
  await expectNoSeriousA11yViolations(page);

  await card.getByRole("button", { name: "Mark Resolved" }).click();
  await expect(page.getByText("Error marked as resolved")).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole("button", { name: /^All Errors \(\d+\)$/ }).click();
  const resolved = page.getByTestId("error-log-card").filter({ hasText: message });
  await expect(resolved.getByText("Resolved", { exact: true })).toBeVisible();
  await expect(resolved).toContainText(new RegExp(`Resolved on .+ by ${ADMIN.username}`));
  await expect(resolved.getByRole("button", { name: "Mark Resolved" })).toHaveCount(0);
});

test("the diagnostics route and the error lists refuse signed-out callers", async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  for (const [method, path] of [
    ["POST", "/api/admin/diagnostics/throw"],
    ["GET", "/api/admin/error-logs"],
    ["GET", "/api/admin/unresolved-errors"],
    ["PATCH", "/api/admin/error-logs/1/resolve"],
  ] as const) {
    const response = await context.request.fetch(path, { method });
    expect(response.status(), `${method} ${path}`).toBe(401);
  }
  await context.close();
});

test("the critical error e-mail switch on /account is saved", async ({ page }) => {
  await page.goto("/account");
  const toggle = page.getByRole("switch", { name: "Email me about critical errors" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText("Critical error emails off")).toBeVisible();
  await page.reload();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText("Critical error emails on")).toBeVisible();
  await page.reload();
  await expect(toggle).toBeChecked();
});
