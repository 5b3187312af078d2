/**
 * One health per site (docs/federation-protocol.md "Site health"): with one site answering 200 and one
 * answering 500, the dashboard, both Site Control screens and the Uptime tab say the same thing (1
 * operational, 1 down, Need Attention 1) and never "offline"; an open dashboard follows the healthy site
 * going down within 2 s (live updates); and the screens fit a 390 px phone.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { federatedSites, siteMonitors } from "@/lib/db/schema";
import { checkNow } from "../support/check-now";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";
import { remoteSiteSimulatorForFile } from "../support/e2e-simulator";
import { insertSite } from "../support/federation";

test.use({ storageState: ADMIN_STATE });

const sim = remoteSiteSimulatorForFile();

/** The delay the live updates promise (docs/decisions/data-and-jobs.md "Live updates"). */
const LIVE_MS = 2_000;

/** A stat card's figure (components/console/stat-card.tsx). */
const figure = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true }).locator("p").nth(1);

async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${what} is ${widths.scroll} px wide in a ${widths.inner} px window`).toBeLessThanOrEqual(
    widths.inner,
  );
}

test("a site answering 200 and one answering 500 read the same everywhere, and the open dashboard follows a site going down", async ({
  page,
  context,
}) => {
  const tag = randomUUID().slice(0, 8);
  const healthy = { remote: sim.addSite(), name: `Healthy ${tag}` };
  const failing = { remote: sim.addSite({ failWith: 500 }), name: `Failing ${tag}` };
  const handle = openTestDatabase();
  // The figures count the whole fleet: this test starts from none (the suite runs one spec at a time).
  await handle.db.delete(federatedSites);
  const ids: Record<string, number> = {};
  for (const site of [healthy, failing]) {
    ids[site.name] = (await insertSite(handle.db, { siteUrl: site.remote.url, siteName: site.name })).id;
    // No retries: one failed check makes the site down.
    await handle.db.insert(siteMonitors).values({ siteId: ids[site.name]!, retries: 0 });
  }
  await handle.close();

  await checkNow(page, ids[healthy.name]!, healthy.name, "Operational");
  await checkNow(page, ids[failing.name]!, failing.name, "Down");
  const monitors = page.getByRole("list", { name: "Monitors" });
  await expect(monitors.getByRole("link").filter({ hasText: healthy.name })).toContainText("Operational");
  await expect(monitors.getByRole("link").filter({ hasText: failing.name })).toContainText("Down");
  await expect(page.getByRole("region", { name: `Uptime of ${failing.name}` })).toContainText(
    "HTTP 500, expected 200–399",
  );

  await page.goto("/dashboard");
  await expect(figure(page, "Total Sites")).toHaveText("2");
  await expect(figure(page, "Healthy Sites")).toHaveText("1");
  await expect(figure(page, "Need Attention")).toHaveText("1");
  const overview = page.getByRole("list", { name: "Sites overview" }).getByRole("listitem");
  await expect(overview.filter({ hasText: healthy.name })).toContainText("Operational");
  await expect(overview.filter({ hasText: failing.name })).toContainText("Down");
  const byHealth = page.getByRole("group", { name: "Sites by health" });
  await expect(byHealth.locator('[data-health="operational"] dd')).toHaveText("1");
  await expect(byHealth.locator('[data-health="down"] dd')).toHaveText("1");
  await expect(page.getByText(/offline/i)).toHaveCount(0);

  await page.goto("/site-control");
  const rows = page.getByRole("table", { name: "Registered Sites" }).getByRole("row");
  await expect(rows.filter({ hasText: healthy.name })).toContainText("Operational");
  await expect(rows.filter({ hasText: failing.name })).toContainText("Down");
  await expect(page.getByText(/offline/i)).toHaveCount(0);

  await page.goto("/site-control-v2");
  await expect(figure(page, "Healthy Sites")).toHaveText("1");
  const cards = page.getByRole("list", { name: "Site health" }).getByRole("listitem");
  await expect(cards.filter({ hasText: healthy.name }).locator("[data-slot=badge]")).toHaveText("Operational");
  await expect(cards.filter({ hasText: failing.name }).locator("[data-slot=badge]")).toHaveText("Down");
  await expect(page.getByText(/offline/i)).toHaveCount(0);

  // The dashboard stays open; the healthy site fails its next check, run from another tab.
  await page.goto("/dashboard");
  await expect(figure(page, "Need Attention")).toHaveText("1");
  const other = await context.newPage();
  healthy.remote.update({ failWith: 500 });
  await checkNow(other, ids[healthy.name]!, healthy.name, "Down");
  await expect(figure(page, "Need Attention")).toHaveText("2", { timeout: LIVE_MS });
  await expect(figure(page, "Healthy Sites")).toHaveText("0", { timeout: LIVE_MS });
  await expect(overview.filter({ hasText: healthy.name })).toContainText("Down", { timeout: LIVE_MS });
  await other.close();

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/dashboard", `/site-control-v2?tab=uptime&monitor=${ids[healthy.name]}`, "/site-control"]) {
    // The heading shows once the screen's data came: the polled screens show a spinner until their first answer.
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
});
