/** Checking a monitored site from the console, as an admin does, for the end-to-end tests. */
import { expect, type Page } from "@playwright/test";

/** Checks `siteName` now from its Uptime tab and waits for the health its toast names. */
export async function checkNow(page: Page, siteId: number, siteName: string, health: string): Promise<void> {
  await page.goto(`/site-control-v2?tab=uptime&monitor=${siteId}`);
  await page
    .getByRole("region", { name: `Uptime of ${siteName}` })
    .getByRole("button", { name: `Check ${siteName} now` })
    .click();
  await expect(page.getByText(`${siteName}: ${health}`).last()).toBeVisible();
}
