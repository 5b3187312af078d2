/**
 * Site settings as an admin uses them (docs/spec/site-and-admin.md §2 screens 7 and 8, §3 "Setting"): the
 * "Got a Project Idea?" switch shows and hides the text-your-idea block on the landing page, the older
 * General tab accepts only true/false, and its Portfolio tab edits projects inline. The setting is put
 * back to what it was afterwards.
 */
import { expect, test, type Page } from "@playwright/test";
import { eq, like } from "drizzle-orm";
import { portfolioProjects, siteSettings } from "@/lib/db/schema";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";
import { saveVisibility } from "../support/site-settings";

test.use({ storageState: ADMIN_STATE });

const handle = openTestDatabase();
const PREFIX = `E2E Settings ${Date.now().toString(36)}`;
let original: boolean;

test.beforeAll(async () => {
  const [row] = await handle.db.select().from(siteSettings).where(eq(siteSettings.settingKey, "show-project-idea"));
  original = row?.settingValue ?? false;
});

// Each test that changes the setting restores it through the app (so the landing page's cache forgets the test's value).
test.afterAll(async () => {
  await handle.db.delete(portfolioProjects).where(like(portfolioProjects.title, `${PREFIX}%`));
  await handle.close();
});

const ideaBlock = (page: Page) => page.getByRole("heading", { name: "Got a Project Idea?" });

test("the visibility switch shows and hides the text-your-idea block on the landing page", async ({ page }) => {
  try {
    await saveVisibility(page, true);
    await page.goto("/");
    await expect(ideaBlock(page)).toBeVisible();

    await saveVisibility(page, false);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(ideaBlock(page)).toHaveCount(0);
  } finally {
    await saveVisibility(page, original);
  }
});

test("the General tab saves true or false and refuses anything else", async ({ page }) => {
  try {
    await page.goto("/settings");
    await page.getByRole("tab", { name: "General" }).click();
    const value = page.getByLabel("show-project-idea");
    await value.fill("maybe");
    await value.press("Enter");
    await expect(page.getByText("show-project-idea must be true or false")).toBeVisible();
    await expect(value).toHaveValue(String(original));

    await value.fill("TRUE");
    await value.press("Enter");
    await expect(page.getByText("Setting saved")).toBeVisible();
    await expect(value).toHaveValue("true");
    await page.goto("/");
    await expect(ideaBlock(page)).toBeVisible();
  } finally {
    await saveVisibility(page, original);
  }
});

test("the Portfolio tab adds and edits a project inline with comma-separated technologies", async ({ page }) => {
  const title = `${PREFIX} Inline`;
  await page.goto("/settings");
  await expect(page.getByRole("tab", { name: "Portfolio" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Add Project" }).click();
  const form = page.getByRole("form", { name: "New project" });
  await form.getByLabel("Title *").fill(title);
  await form.getByLabel("Description *").fill("Added from the older settings screen.");
  await form.getByLabel("Technologies (comma-separated)").fill(" Vue , ,Laravel,, MySQL ");
  await form.getByRole("button", { name: "Add Project" }).click();
  await expect(page.getByText("Project created")).toBeVisible();
  const row = page.getByRole("listitem", { name: title, exact: true });
  await expect(row).toContainText("Vue, Laravel, MySQL");

  await row.getByRole("button", { name: "Edit project" }).click();
  const edit = page.getByRole("form", { name: `Edit ${title}` });
  await expect(edit.getByLabel("Technologies (comma-separated)")).toHaveValue("Vue, Laravel, MySQL");
  await edit.getByLabel("Technologies (comma-separated)").fill("Vue, Laravel");
  await edit.getByRole("switch", { name: "Visible on website" }).click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Project updated")).toBeVisible();
  await expect(row).toContainText("Vue, Laravel");
  await expect(row.getByText("Hidden", { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Appearance" }).click();
  await expect(page.getByText("Appearance settings are coming soon.")).toBeVisible();
});

test("both settings screens pass the accessibility check", async ({ page }) => {
  await page.goto("/site-settings");
  await expect(page.getByRole("heading", { name: "Landing Page Visibility" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto("/settings");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("tab", { name: "General" }).click();
  await expect(page.getByLabel("show-project-idea")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
