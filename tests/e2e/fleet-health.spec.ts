/**
 * Fleet health (docs/federation-protocol.md "Monitors", "Site health"): a loopback site served by the remote-site
 * simulator is checked from /site-control-v2 ("Check now"); it is degraded by a failed check, goes down
 * after its one retry and shows down there and on /dashboard; it comes back operational, and its
 * response-time chart has the gap of the failed checks.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";
import { insertSite } from "../support/federation";
import { startSimulator, type RemoteSiteSimulator } from "../support/remote-site-simulator";

test.use({ storageState: ADMIN_STATE });

let sim: RemoteSiteSimulator;
test.beforeAll(async () => {
  sim = await startSimulator();
});
test.afterAll(() => sim?.close());

/** The detail card of the chosen monitor. */
const detail = (page: Page, siteName: string) => page.getByRole("region", { name: `Uptime of ${siteName}` });

/** Clicks "Check now" and waits for the health it toasts and the detail's badge shows. */
async function checkNow(page: Page, siteName: string, health: string) {
  await detail(page, siteName)
    .getByRole("button", { name: `Check ${siteName} now` })
    .click();
  await expect(page.getByText(`${siteName}: ${health}`).last()).toBeVisible();
  await expect(detail(page, siteName).locator(`[data-slot="badge"][data-health]`)).toHaveText(health);
}

test("a site that goes down shows down on the hub and the dashboard, then operational again with a gap in its chart", async ({
  page,
}) => {
  const siteName = `Uptime ${randomUUID().slice(0, 8)}`;
  const remote = sim.addSite();
  const handle = openTestDatabase();
  const site = await insertSite(handle.db, { siteUrl: remote.url, siteName });
  await handle.close();

  await page.goto(`/site-control-v2?tab=uptime&monitor=${site.id}`);
  await expect(page.getByRole("tab", { name: "Uptime", selected: true })).toBeVisible();
  await checkNow(page, siteName, "Operational");
  await expect(
    page.getByRole("list", { name: "Monitors" }).getByRole("link").filter({ hasText: siteName }),
  ).toContainText("Operational");

  remote.update({ failWith: 503 });
  await checkNow(page, siteName, "Degraded");
  await expect(detail(page, siteName)).toContainText("Last check failed, 1 retry left before down");
  await checkNow(page, siteName, "Down");
  await expect(detail(page, siteName)).toContainText("Last error: HTTP 503, expected 200–399");
  await expect(
    page.getByRole("list", { name: "Monitors" }).getByRole("link").filter({ hasText: siteName }),
  ).toContainText("Down");

  await page.goto("/dashboard");
  const failing = page
    .getByRole("list", { name: "Sites down or failing" })
    .getByRole("listitem")
    .filter({ hasText: siteName });
  await expect(failing).toContainText("Down");
  await expect(page.getByLabel("Sites by health")).toBeVisible();

  remote.update({ failWith: undefined });
  await page.goto(`/site-control-v2?tab=uptime&monitor=${site.id}`);
  await checkNow(page, siteName, "Operational");
  await checkNow(page, siteName, "Operational");
  await expect(detail(page, siteName)).toContainText("Uptime 24 h");

  // The chart: 5 checks, 2 failed drawn as bars, and the line broken into two pieces around them.
  const chart = page.locator(`figure[aria-label^="Response time of ${siteName}"]`);
  await expect(chart).toHaveAttribute("data-failed", "2");
  const line = await chart.locator(".recharts-line-curve").getAttribute("d");
  expect(line?.match(/M/g)?.length).toBe(2);

  await page.goto("/dashboard");
  await expect(
    page.getByRole("list", { name: "Sites down or failing" }).getByRole("listitem").filter({ hasText: siteName }),
  ).toHaveCount(0);
});
