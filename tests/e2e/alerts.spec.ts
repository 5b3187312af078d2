/**
 * Fleet alerts (docs/federation-protocol.md "Alert rules"): a loopback site that goes down
 * puts exactly one alert e-mail in the outbox, naming the site's health, and its recovery one "back up"
 * e-mail, both in the alert history; channels with "Send test", and one that follows a team member; a rule's settings; a critical error synced from a site becomes a
 * fleet issue with a TODO that resolving completes; every tab fits a 390 px phone.
 */
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { expect, test, type Page } from "@playwright/test";
import { notificationChannels, outboxMessages, todoItems, users } from "@/lib/db/schema";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";
import { remoteSiteSimulatorForFile } from "../support/e2e-simulator";
import { insertSite } from "../support/federation";
import { samplePayload } from "../support/remote-site-simulator";
import { createTestUser, deleteTestUsers } from "../support/users";

test.use({ storageState: ADMIN_STATE });

const sim = remoteSiteSimulatorForFile();

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/** The alert e-mails to the default recipient (scripts/e2e.sh sets ADMIN_EMAIL) whose subject starts with `prefix`. */
async function alertMails(prefix: string) {
  const handle = openTestDatabase();
  try {
    return await handle.db
      .select({ subject: outboxMessages.subject, status: outboxMessages.status, body: outboxMessages.body })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, "admin@example.test"), like(outboxMessages.subject, `${prefix}%`)));
  } finally {
    await handle.close();
  }
}

/** Clicks the uptime tab's "Check now" and waits for the health it toasts (tests/e2e/fleet-health.spec.ts). */
async function checkNow(page: Page, siteName: string, state: string) {
  const detail = page.getByRole("region", { name: `Uptime of ${siteName}` });
  await detail.getByRole("button", { name: `Check ${siteName} now` }).click();
  await expect(page.getByText(`${siteName}: ${state}`).last()).toBeVisible();
  await expect(detail.locator("[data-health]").first()).toHaveText(state);
}

test("a site that goes down sends one alert e-mail, and one when it is back up", async ({ page }) => {
  const siteName = unique("Bakery");
  const remote = sim.addSite();
  const handle = openTestDatabase();
  const site = await insertSite(handle.db, { siteUrl: remote.url, siteName });
  await handle.close();

  await page.goto(`/site-control-v2?tab=uptime&monitor=${site.id}`);
  await checkNow(page, siteName, "Operational");
  remote.update({ failWith: 503 });
  await checkNow(page, siteName, "Degraded");
  await checkNow(page, siteName, "Down");
  await checkNow(page, siteName, "Down");
  await expect
    .poll(async () => (await alertMails(`[Alert] ${siteName}`)).map(({ subject, status }) => ({ subject, status })))
    .toEqual([{ subject: `[Alert] ${siteName} is down`, status: "unsent" }]);
  const [down] = await alertMails(`[Alert] ${siteName}`);
  expect(down!.body).toContain("Down: Failing its checks since");
  expect(down!.body).toContain("HTTP 503, expected 200–399");

  remote.update({ failWith: undefined });
  await checkNow(page, siteName, "Operational");
  await checkNow(page, siteName, "Operational");
  await expect
    .poll(async () => (await alertMails(`[Alert] ${siteName}`)).map((m) => m.subject).sort())
    .toEqual([`[Alert] ${siteName} is back up`, `[Alert] ${siteName} is down`]);

  // The history shows both, sent to the admin, kept in the outbox for want of an e-mail provider.
  await page.goto("/alerts?tab=history");
  const rows = page.getByRole("row").filter({ hasText: siteName });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Site down (after retries)" })).toContainText("email: admin@example.test");
  await expect(rows.filter({ hasText: "Site back up" })).toContainText("Not sent (no provider)");
});

test("a channel is added, refused with a bad target, tested, and its test appears in the history", async ({ page }) => {
  const name = unique("Ops inbox");
  await page.goto("/alerts?tab=channels");
  await page.getByRole("button", { name: "Add channel" }).click();
  const dialog = page.getByRole("dialog", { name: "Add channel" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("E-mail address").fill("not-an-address");
  await dialog.getByRole("button", { name: "Add Channel" }).click();
  await expect(dialog.getByText("Please enter a valid e-mail address")).toBeVisible();
  const address = `ops-${randomUUID().slice(0, 8)}@example.test`;
  await dialog.getByLabel("E-mail address").fill(address);
  await dialog.getByRole("button", { name: "Add Channel" }).click();
  await expect(page.getByText("Channel added")).toBeVisible();

  const card = page.getByTestId("alert-channel").filter({ hasText: name });
  await expect(card).toContainText(address);
  await card.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Test alert kept in the outbox")).toBeVisible();

  await page.getByRole("tab", { name: "Alert history" }).click();
  await expect(page).toHaveURL(/tab=history/);
  const row = page.getByRole("row").filter({ hasText: `Test alert for channel "${name}"` });
  await expect(row).toContainText("Channel test");
  await expect(row).toContainText(`email: ${address}`);
  await expect(row).toContainText("Not sent (no provider)");

  await page.getByRole("tab", { name: "Channels" }).click();
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Channel deleted")).toBeVisible();
  await expect(card).toHaveCount(0);
});

test("a channel follows a team member picked in its form, and says so once they are deactivated", async ({ page }) => {
  const handle = openTestDatabase();
  const member = await createTestUser(handle.db, "e2e-alert-member", "staff");
  await handle.db.update(users).set({ firstName: "Grace", lastName: "Hopper" }).where(eq(users.id, member.id));
  const name = unique("Grace's inbox");
  try {
    await page.goto("/alerts?tab=channels");
    await page.getByRole("button", { name: "Add channel" }).click();
    const dialog = page.getByRole("dialog", { name: "Add channel" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("combobox", { name: "Send to" }).click();
    await page.getByRole("option", { name: `Grace Hopper (${member.email})` }).click();
    await expect(dialog.getByLabel("E-mail address")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Add Channel" }).click();
    await expect(page.getByText("Channel added")).toBeVisible();
    const card = page.getByTestId("alert-channel").filter({ hasText: name });
    await expect(card).toContainText(`Grace Hopper: ${member.email}`);

    await handle.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    await page.reload();
    await expect(card).toContainText("Skipped: Grace Hopper is deactivated.");
    await card.getByRole("button", { name: "Send test" }).click();
    await expect(page.getByText("Grace Hopper is deactivated: this channel sends nothing.")).toBeVisible();
  } finally {
    await handle.db.delete(notificationChannels).where(eq(notificationChannels.name, name));
    await deleteTestUsers(handle.db, [member]);
    await handle.close();
  }
});

test("a rule's settings are checked and kept", async ({ page }) => {
  await page.goto("/alerts?tab=rules");
  const rule = page.locator('[data-rule="error_spike"]');
  await rule.getByLabel("Throttle window (minutes)").fill("2");
  await rule.getByRole("button", { name: /^Save/ }).click();
  await expect(rule.getByText("Throttle window (minutes) must be at least 5")).toBeVisible();
  await rule.getByLabel("Throttle window (minutes)").fill("45");
  await rule.getByLabel("Errors (N)").fill("25");
  await rule.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByText("Rule saved")).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-rule="error_spike"]').getByLabel("Errors (N)")).toHaveValue("25");
  await expect(page.locator('[data-rule="error_spike"]').getByLabel("Throttle window (minutes)")).toHaveValue("45");
});

test("a critical error synced from a site becomes a fleet issue whose TODO resolving completes", async ({ page }) => {
  const label = unique("Garage");
  const payload = samplePayload(label);
  const message = `TypeError: Cannot read stock of part 42 (${label})`;
  payload.errors = [
    {
      id: 1,
      severity: "critical",
      errorMessage: message,
      requestMethod: "GET",
      requestUrl: "/parts",
      stackTrace: "TypeError: x\n    at stock (/srv/app/lib/parts.ts:3:1)",
      resolved: false,
      createdAt: new Date().toISOString(),
    },
  ];
  const remote = sim.addSite({ payload });
  const created = await page.request.post("/api/csc/sites", {
    data: { siteName: label, siteUrl: remote.url, description: "", isActive: true },
  });
  expect(created.status()).toBe(201);
  remote.update({ key: (await created.json()).apiKey });
  expect((await page.request.post(`/api/csc/sync/${(await created.json()).site.id}`)).status()).toBe(202);

  await expect.poll(() => alertMails(`[Alert] New critical error on ${label}`)).toHaveLength(1);
  await page.goto(`/alerts?q=${encodeURIComponent(label)}`);
  const issue = page.getByTestId("fleet-issue").filter({ hasText: label });
  await expect(issue).toContainText("CRITICAL");
  await expect(issue.getByRole("list", { name: "Occurrences per site" })).toContainText(`${label}: 1`);

  await issue.getByRole("button", { name: "Create TODO" }).click();
  await expect(page.getByText("TODO created")).toBeVisible();
  await expect(issue.getByRole("link", { name: "TODO: pending" })).toBeVisible();
  await issue.getByRole("button", { name: "Resolve" }).click();
  await expect(page.getByText("Issue resolved")).toBeVisible();
  // Resolved issues leave the Unresolved view; the TODO is completed.
  await expect(issue).toHaveCount(0);
  const handle = openTestDatabase();
  const [todo] = await handle.db
    .select({ status: todoItems.status })
    .from(todoItems)
    .where(like(todoItems.title, `Fix: ${message}`));
  await handle.close();
  expect(todo).toEqual({ status: "completed" });
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every tab fits the screen and has no serious accessibility violation", async ({ page }) => {
    for (const tab of ["issues", "history", "rules", "channels"]) {
      await page.goto(`/alerts?tab=${tab}&status=all`);
      await expect(page.getByRole("heading", { name: "Fleet Alerts", level: 1 })).toBeVisible();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(widths.scroll, `/alerts?tab=${tab}`).toBeLessThanOrEqual(widths.inner);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
