/** Saving the landing page's site setting from the console, as an admin does, for the end-to-end tests. */
import { expect, type Page } from "@playwright/test";

/** Shows or hides the landing page's "Got a Project Idea?" block on /site-settings and saves it. */
export async function saveVisibility(page: Page, visible: boolean): Promise<void> {
  await page.goto("/site-settings");
  const toggle = page.getByRole("switch", { name: "Got a Project Idea? section" });
  if ((await toggle.getAttribute("aria-checked")) !== String(visible)) await toggle.click();
  await expect(page.getByText(visible ? "Visible" : "Hidden", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
}
