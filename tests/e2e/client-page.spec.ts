/**
 * The client's page (docs/decisions/quotes-and-projects.md "The client's page", "The projects console"),
 * at 390 and 1280 px: staff open a project on /client-projects, mark a milestone done, write a shared
 * update and a team-only one, link the client's published status page and copy the client link; the
 * client opens it and sees the progress, the shared update (not the other), the site's status and the
 * invoice, on a page that fits the screen.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  invoices,
  leads,
  projectMilestones,
  projects,
  quotes,
  quoteVersions,
  statusPages,
  todoItems,
} from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";

const handle = openTestDatabase();
test.afterAll(() => handle.close());

/** A client with a project of three milestones, an issued invoice and a published status page. */
async function newClient() {
  const tag = randomUUID().slice(0, 8);
  const { db } = handle;
  const [lead] = await db
    .insert(leads)
    .values({ name: `Paula ${tag}`, email: `paula.${tag}@example.test` })
    .returning();
  const [quote] = await db
    .insert(quotes)
    .values({ leadId: lead!.id, currency: "USD", title: `Shop ${tag}`, status: "accepted" })
    .returning();
  // The quote's page reads its current version, so the quote has one, as every quote does.
  await db
    .insert(quoteVersions)
    .values({ quoteId: quote!.id, number: 1, title: `Shop ${tag}`, items: [], validUntil: "2099-01-01" });
  const [project] = await db
    .insert(projects)
    .values({ leadId: lead!.id, quoteId: quote!.id, name: `Shop ${tag}` })
    .returning();
  const todos = await db
    .insert(todoItems)
    .values(["Design", "Build", "Launch"].map((title) => ({ title: `${title} ${tag}`, category: "business" })))
    .returning();
  await db
    .insert(projectMilestones)
    .values(todos.map((todo, position) => ({ projectId: project!.id, todoItemId: todo.id, position })));
  const number = `E2E-${tag}`;
  await db.insert(invoices).values({
    projectId: project!.id,
    leadId: lead!.id,
    clientName: lead!.name!,
    kind: "deposit",
    number,
    status: "issued",
    issueDate: "2026-07-01",
    dueDate: "2026-07-15",
    currency: "USD",
    lines: [
      { description: "Deposit", quantityMilli: 1000, unit: "", unitPriceMinor: 50_000, discountBp: 0, taxRateBp: 0 },
    ],
    subtotalMinor: 50_000,
    totalMinor: 50_000,
  });
  const [site] = await db
    .insert(statusPages)
    .values({ name: `Paula shop ${tag}`, slug: `paula-${tag}`, publishedAt: new Date() })
    .returning();
  return { tag, projectId: project!.id, number, site: site! };
}

for (const width of [390, 1280]) {
  test(`staff share progress and the client sees it on their page at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const client = await newClient();
    const admin = await browser.newContext({
      storageState: ADMIN_STATE,
      viewport: { width, height: 900 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const page = await admin.newPage();
    await page.goto(`/client-projects?q=${client.tag}`);
    await page.getByRole("link", { name: `Shop ${client.tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/client-projects/${client.projectId}$`));

    await page.getByRole("checkbox", { name: `Design ${client.tag}` }).click();
    await expect(page.getByText("1 of 3 milestones done")).toBeVisible();

    for (const [body, shared] of [
      [`Designs approved ${client.tag}`, true],
      [`Team note ${client.tag}`, false],
    ] as const) {
      await page.getByRole("button", { name: "Add an update" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Update").fill(body);
      if (shared) await dialog.getByRole("switch", { name: "Share with the client" }).click();
      await dialog.getByRole("button", { name: "Save update" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(body)).toBeVisible();
    }

    await page.getByRole("button", { name: "Edit the client's sites" }).click();
    const chooser = page.getByRole("dialog");
    await chooser.getByRole("checkbox", { name: new RegExp(client.site.slug) }).click();
    await chooser.getByRole("button", { name: "Save" }).click();
    await expect(chooser).toBeHidden();
    await expect(page.getByRole("list", { name: "Linked status pages" })).toContainText(client.site.name);

    await page.getByRole("button", { name: "Copy client link" }).click();
    await expect(page.getByText("Client link copied")).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(/\/c\/[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const mine = await visitor.newPage();
    const response = await mine.goto(new URL(url).pathname);
    expect(response!.headers()["x-robots-tag"]).toContain("noindex");
    expect(response!.headers()["cache-control"]).toMatch(/private|no-store/);
    await expect(mine.getByTestId("client-project")).toContainText("1 of 3 milestones done");
    await expect(mine.getByTestId("client-update")).toHaveText(new RegExp(`Designs approved ${client.tag}`));
    await expect(mine.getByText(`Team note ${client.tag}`)).toHaveCount(0);
    await expect(mine.getByTestId("client-site")).toContainText(client.site.name);
    await expect(mine.getByTestId("client-invoice")).toContainText(`Deposit invoice ${client.number}`);
    await expect(mine.getByTestId("client-invoice")).toContainText("$500.00");
    expect(await mine.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await visitor.close();
    await admin.close();
  });
}
