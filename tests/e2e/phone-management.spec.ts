/**
 * SMS Authorization Management as an admin uses it (docs/spec/site-and-admin.md §2 "Admin screens" 4, §9): a
 * number typed in national form is added in E.164, edited with its number locked, switched inactive and
 * removed after the spec's confirmation. The number is unique per run.
 */
import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { ADMIN_STATE } from "../support/e2e-env";

test.use({ storageState: ADMIN_STATE });

test("an authorized number is added, edited, switched off and removed", async ({ page }) => {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, "0");
  const e164 = `+1555${digits}`;
  const shown = `+1 (555) ${digits.slice(0, 3)}-${digits.slice(3)}`;
  const owner = `E2E Owner ${digits}`;

  await page.goto("/phone-management");
  await expect(page.getByRole("heading", { level: 1, name: "SMS Authorization Management" })).toBeVisible();
  const stat = (label: string) => page.getByRole("group", { name: label, exact: true });
  const count = async (label: string) => Number((await stat(label).innerText()).replace(/\D+/g, ""));
  const before = {
    total: await count("Total Numbers"),
    active: await count("Active Numbers"),
    inactive: await count("Inactive Numbers"),
  };
  expect(before.total).toBe(before.active + before.inactive);

  await page.getByRole("button", { name: "Add Authorized Number" }).click();
  const add = page.getByRole("dialog", { name: "Add Authorized Phone" });
  await add.getByLabel("Phone Number").fill("12345");
  await add.getByLabel("Owner Name").fill(owner);
  await add.getByRole("button", { name: "Add Phone" }).click();
  await expect(add.getByText("Enter a valid phone number, e.g. +1 555 123 4567")).toBeVisible();
  await add.getByLabel("Phone Number").fill(`(555) ${digits.slice(0, 3)}-${digits.slice(3)}`);
  await add.getByLabel("Description").fill("Sales phone");
  await add.getByRole("button", { name: "Add Phone" }).click();
  await expect(add).toBeHidden();

  const row = page.locator(`tr[data-phone="${e164}"]`);
  await expect(row).toContainText(shown);
  await expect(row).toContainText(owner);
  await expect(row).toContainText("Sales phone");
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(stat("Total Numbers")).toContainText(String(before.total + 1));
  await expect(stat("Active Numbers")).toContainText(String(before.active + 1));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Add Authorized Number" }).click();
  const duplicate = page.getByRole("dialog", { name: "Add Authorized Phone" });
  await duplicate.getByLabel("Phone Number").fill(e164);
  await duplicate.getByLabel("Owner Name").fill("Someone else");
  await duplicate.getByRole("button", { name: "Add Phone" }).click();
  await expect(page.getByText(`${shown} is already authorized.`)).toBeVisible();
  await duplicate.getByRole("button", { name: "Cancel" }).click();

  await row.getByRole("button", { name: `Edit ${shown}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Authorized Phone" });
  await expect(edit.getByLabel("Phone Number")).toBeDisabled();
  await expect(edit.getByLabel("Phone Number")).toHaveValue(e164);
  await edit.getByLabel("Owner Name").fill(`${owner} (edited)`);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(`${owner} (edited)`);

  await row.getByRole("switch", { name: `${shown} active` }).click();
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
  await expect(row.getByRole("switch")).not.toBeChecked();
  await expect(stat("Inactive Numbers")).toContainText(String(before.inactive + 1));

  await row.getByRole("button", { name: `Delete ${shown}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to remove this phone number from the authorized list?");
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(row).toHaveCount(0);
});
