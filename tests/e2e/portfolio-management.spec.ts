/**
 * Portfolio Management as an admin uses it (docs/spec/site-and-admin.md §2 screen 5, §5, §7): a project with
 * technology tags is created, hidden from and shown on the landing page, edited and deleted; a
 * screenshot of a locally served page becomes a card's image; a sample stays off the website until
 * published. Every project has a unique title and is
 * removed afterwards.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { like } from "drizzle-orm";
import { portfolioProjects } from "@/lib/db/schema";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";

test.use({ storageState: ADMIN_STATE });

const handle = openTestDatabase();
const PREFIX = `E2E Portfolio ${Date.now().toString(36)}`;
let site: Server;
let siteUrl: string;

test.beforeAll(async () => {
  // The "project" whose screenshot is taken: a page with a recognisable colour.
  site = createServer((_req, res) => {
    res.setHeader("content-type", "text/html");
    res.end('<body style="margin:0;background:#7c3aed;color:white;font:64px sans-serif"><h1>Screenshot me</h1></body>');
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await handle.db.delete(portfolioProjects).where(like(portfolioProjects.title, `${PREFIX}%`));
  await handle.close();
  site.closeAllConnections();
  site.close();
});

const card = (page: Page, title: string) => page.getByRole("listitem", { name: title, exact: true });
const landingPortfolio = (page: Page) => page.locator("#portfolio");

async function openAddDialog(page: Page) {
  await page.goto("/portfolio-management");
  await page.getByRole("button", { name: "Add Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Portfolio Project" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a project is created with tags, hidden, shown, edited and deleted, and the landing page follows", async ({
  page,
}) => {
  const title = `${PREFIX} Client Hub`;
  const dialog = await openAddDialog(page);

  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();
  await dialog.getByRole("button", { name: "Generate with AI" }).click();
  await expect(page.getByText("Please enter a project title first")).toBeVisible();

  await dialog.getByLabel("Title *").fill(title);
  await dialog.getByLabel("Project URL").fill("example.com/client-hub");
  const tags = dialog.getByLabel("Technologies", { exact: true });
  for (const tech of ["React", "Node.js", "react", "   ", "PostgreSQL", "Stripe"]) {
    await tags.fill(tech);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
  }
  await tags.fill("Tailwind");
  await tags.press("Enter");
  const selected = dialog.getByRole("list", { name: "Selected technologies" }).getByRole("listitem");
  await expect(selected).toHaveText(["React", "Node.js", "PostgreSQL", "Stripe", "Tailwind"]);
  await dialog.getByRole("button", { name: "Remove Stripe" }).click();
  await expect(selected).toHaveText(["React", "Node.js", "PostgreSQL", "Tailwind"]);

  await dialog.getByRole("button", { name: "Generate with AI" }).click();
  await expect(dialog.getByLabel("Description *")).toHaveValue(
    new RegExp(`^${title} is a custom web portal built with React, Node.js, PostgreSQL and Tailwind`),
  );
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(page.getByText("Project created")).toBeVisible();
  await expect(dialog).toBeHidden();

  const created = card(page, title);
  await expect(created.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveText([
    "React",
    "Node.js",
    "PostgreSQL",
    "+1 more",
  ]);
  await expect(created.getByRole("link", { name: "View Project" })).toHaveAttribute(
    "href",
    "https://example.com/client-hub",
  );
  await page.goto("/");
  await expect(landingPortfolio(page).getByRole("heading", { name: title })).toBeVisible();

  await page.goto("/portfolio-management");
  await card(page, title).getByRole("button", { name: "Hide from website" }).click();
  await expect(card(page, title).getByText("Hidden", { exact: true })).toBeVisible();
  await page.goto("/");
  await expect(landingPortfolio(page)).toBeVisible();
  await expect(landingPortfolio(page).getByRole("heading", { name: title })).toHaveCount(0);

  await page.goto("/portfolio-management");
  await card(page, title).getByRole("button", { name: "Show on website" }).click();
  await expect(card(page, title).getByText("Visible", { exact: true })).toBeVisible();
  await page.goto("/");
  await expect(landingPortfolio(page).getByRole("heading", { name: title })).toBeVisible();

  const renamed = `${title} Pro`;
  await page.goto("/portfolio-management");
  await card(page, title).getByRole("button", { name: "Edit project" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Portfolio Project" });
  await expect(editDialog.getByLabel("Title *")).toHaveValue(title);
  await editDialog.getByLabel("Title *").fill(renamed);
  await editDialog.getByLabel("Project URL").fill("");
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Project updated")).toBeVisible();
  await expect(card(page, renamed).getByRole("link", { name: "View Project" })).toHaveCount(0);
  const [stored] = await handle.db.select().from(portfolioProjects).where(like(portfolioProjects.title, renamed));
  expect(stored).toMatchObject({
    projectUrl: null,
    imageUrl: null,
    technologies: ["React", "Node.js", "PostgreSQL", "Tailwind"],
    isVisible: true,
  });
  await page.goto("/");
  await expect(landingPortfolio(page).getByRole("heading", { name: renamed })).toBeVisible();

  await page.goto("/portfolio-management");
  await card(page, renamed).getByRole("button", { name: "Delete project" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Project" });
  await expect(confirm).toContainText(`Are you sure you want to delete “${renamed}”?`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Project deleted")).toBeVisible();
  await expect(card(page, renamed)).toHaveCount(0);
  await page.goto("/");
  await expect(landingPortfolio(page).getByRole("heading", { name: renamed })).toHaveCount(0);
});

test("a screenshot of the project's page becomes the card's image", async ({ page, request }) => {
  const title = `${PREFIX} Screenshot`;
  const dialog = await openAddDialog(page);
  await dialog.getByRole("button", { name: "Capture Screenshot" }).click();
  await expect(page.getByText("Please enter a project URL first")).toBeVisible();

  await dialog.getByLabel("Project URL").fill(siteUrl);
  await dialog.getByRole("button", { name: "Capture Screenshot" }).click();
  await expect(page.getByText("Screenshot captured")).toBeVisible({ timeout: 30_000 });
  const imageUrl = await dialog.getByLabel("Image URL").inputValue();
  expect(imageUrl).toMatch(/^\/api\/screenshots\/[0-9a-f-]{36}$/);
  const png = await request.get(imageUrl);
  expect(png.headers()["content-type"]).toBe("image/png");

  await dialog.getByLabel("Title *").fill(title);
  await dialog.getByLabel("Description *").fill("A portal whose screenshot was taken by the app.");
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(page.getByText("Project created")).toBeVisible();
  const image = card(page, title).locator("img");
  await expect(image).toHaveAttribute("src", imageUrl);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1280, 800]);
});

test("a project URL that is not a web address is refused by the server", async ({ page }) => {
  const dialog = await openAddDialog(page);
  await dialog.getByLabel("Title *").fill(`${PREFIX} Bad URL`);
  await dialog.getByLabel("Description *").fill("Has a project URL that is not a web address.");
  await dialog.getByLabel("Project URL").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(page.getByText("Failed to create project")).toBeVisible();
  // The server's message shows under the field it names, and the dialog stays open with what was typed.
  await expect(dialog.getByText("Please enter a valid project URL")).toBeVisible();
  await expect(dialog.getByLabel("Project URL")).toHaveValue("javascript:alert(1)");
  await expect(dialog).toBeVisible();
});

test("a sample project carries a Sample badge and reaches the website only when an admin publishes it", async ({
  page,
}) => {
  const title = `${PREFIX} Made-up Sample`;
  // Like the examples of drizzle/0001_sample-portfolio.sql: switched visible, but a sample.
  await handle.db
    .insert(portfolioProjects)
    .values({ title, description: "An example, not real work.", technologies: ["Next.js"], isSample: true });
  await page.goto("/portfolio-management");
  await expect(card(page, title).getByText("Sample", { exact: true })).toBeVisible();
  await page.goto("/");
  await expect(landingPortfolio(page)).toBeVisible();
  await expect(landingPortfolio(page).getByRole("heading", { name: title })).toHaveCount(0);

  await page.goto("/portfolio-management");
  await card(page, title).getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Project shown on the website")).toBeVisible();
  await expect(card(page, title).getByText("Visible", { exact: true })).toBeVisible();
  await expect(card(page, title).getByText("Sample", { exact: true })).toHaveCount(0);
  await page.goto("/");
  await expect(landingPortfolio(page).getByRole("heading", { name: title })).toBeVisible();
});

test("the grid and the add dialog pass the accessibility check", async ({ page }) => {
  await page.goto("/portfolio-management");
  await expect(page.getByRole("heading", { name: "Portfolio Management", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const dialog = await openAddDialog(page);
  await dialog.getByLabel("Technologies", { exact: true }).fill("React");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expectNoSeriousA11yViolations(page);
});
