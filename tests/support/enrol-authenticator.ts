/** The authenticator enrolment as a person does it in the browser, for the e2e specs that need a second factor. */
import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";

/**
 * Adds an authenticator on the page's screen (/account or /second-factor-setup) by typing a code computed
 * from the secret the page shows; answers that secret and the ten recovery codes shown once.
 */
export async function enrolAuthenticator(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole("button", { name: "Add authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Code from the app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Confirm" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = await list.getByRole("listitem").allTextContents();
  await page.getByRole("button", { name: "I saved them" }).click();
  return { secret, codes };
}
