import { expect, test as setup } from "@playwright/test";
import { ADMIN, ADMIN_STATE } from "../support/e2e-env";

setup("admin signs in once for the admin tests", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().storageState({ path: ADMIN_STATE });
});
