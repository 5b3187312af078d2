/**
 * The console's lists as a new admin reads them: a table wider than a 390 px phone shows which side
 * hides columns, an e-mail in Project Codes' Contact column reads on one line, every rows-per-page
 * control reads in full, and a page load prefetches nothing until the admin points at a link
 * (docs/decisions/console-and-forms.md "Wide tables, lists on a phone, prefetching on intent", "Prefetch on intent"). Rows it adds carry a
 * unique prefix and are removed after.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { inArray, like } from "drizzle-orm";
import { ADMIN_SCREENS } from "@/lib/admin-screens";
import { alertHistory, projectCodes } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";

test.use({ storageState: ADMIN_STATE });

const handle = openTestDatabase();
const { db } = handle;
const RUN = randomUUID().slice(0, 8);
const EMAIL = `jd.${RUN}@example-client.com`;
const CODE = `L${randomBytes(4).toString("hex").toUpperCase().slice(0, 7)}`;

test.beforeAll(async () => {
  // Newest first on both lists, so these rows are on the first page whatever else the suite adds.
  const soon = new Date(Date.now() + 24 * 3_600_000);
  await db.insert(projectCodes).values({
    code: CODE,
    draft: "OVERVIEW\nA booking portal for a dog groomer",
    contactName: "Jane Doe",
    contactEmail: EMAIL,
    contactPhone: "+15550100042",
    createdAt: soon,
  });
  await db.insert(alertHistory).values(
    Array.from({ length: 3 }, (_, i) => ({
      rule: "site_down",
      subject: `e2e:${RUN}`,
      title: `Client Portal ${RUN} ${i} is down`,
      at: soon,
      channelKind: "email",
      recipient: "oncall@agency.example",
    })),
  );
});

test.afterAll(async () => {
  await db.delete(projectCodes).where(inArray(projectCodes.code, [CODE]));
  await db.delete(alertHistory).where(like(alertHistory.subject, `e2e:${RUN}`));
  await handle.close();
});

/** The scrolling frame around the table named `caption`, and its two shadow edges. */
function tableFrame(page: Page, caption: string) {
  const container = page
    .locator('[data-slot="table-container"]')
    .filter({ has: page.locator("caption", { hasText: caption }) });
  const frame = page.locator('[data-slot="table-frame"]').filter({ has: container });
  const edges = frame.locator(':scope > [aria-hidden="true"]');
  return { container, start: edges.first(), end: edges.last() };
}

/** How many lines `text`'s words take: a range over them has one client rect per line. */
const linesOf = (text: Locator) =>
  text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getClientRects().length;
  });

const opacity = (edge: Locator) => edge.evaluate((element) => Number(getComputedStyle(element).opacity));

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Alert history shows a shadow on the side that hides columns, and it moves as the table scrolls", async ({
    page,
  }) => {
    await page.goto("/alerts?tab=history", { waitUntil: "networkidle" });
    await expect(page.getByRole("cell", { name: `Client Portal ${RUN} 0 is down` })).toBeAttached();
    const table = tableFrame(page, "Alerts, newest first");
    await expect.poll(() => opacity(table.end)).toBe(1);
    expect(await opacity(table.start)).toBe(0);

    await table.container.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => opacity(table.start)).toBe(1);
    await expect.poll(() => opacity(table.end)).toBe(0);
    await expect(page.getByRole("columnheader", { name: "Delivery" })).toBeInViewport();
  });

  test("Project Codes' Contact column shows an e-mail on one line, and the table scrolls to it", async ({ page }) => {
    // Its row alone, so no other row's contact sets the column's width.
    await page.goto(`/project-codes?q=${CODE}`, { waitUntil: "networkidle" });
    const row = page.locator(`tr[data-code="${CODE}"]`);
    const email = row.getByText(EMAIL);
    await expect(email).toBeAttached();
    expect(await linesOf(email)).toBe(1);
    expect(await linesOf(row.getByText("+1 (555) 010-0042"))).toBe(1);
    await expect.poll(() => opacity(tableFrame(page, "Project codes").end)).toBe(1);
  });
});

test("every rows-per-page control reads in full, at 1280 and 390 px", async ({ page }) => {
  let seen = 0;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { path } of ADMIN_SCREENS) {
      await page.goto(path);
      // The server renders the pager; its width is measured in the page's own font.
      await page.evaluate(() => document.fonts.ready);
      for (const control of await page.getByRole("combobox", { name: "Rows per page" }).all()) {
        await expect(control).toHaveText(/^\d+ per page$/);
        const value = control.locator('[data-slot="select-value"]');
        expect(
          await value.evaluate((element) => element.scrollWidth <= element.clientWidth),
          `${path} at ${width} px`,
        ).toBe(true);
        seen += 1;
      }
    }
  }
  expect(seen).toBeGreaterThanOrEqual(10);
});

test.describe("prefetching", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** The router's prefetches `page` makes: requests for a page's payload sent ahead of any click. */
  function prefetches(page: Page): string[] {
    const paths: string[] = [];
    page.on("request", (request: Request) => {
      const headers = request.headers();
      if (headers["next-router-prefetch"] !== undefined || headers["next-router-segment-prefetch"] !== undefined)
        paths.push(new URL(request.url()).pathname);
    });
    return paths;
  }

  test("a page load prefetches nothing; pointing at a sidebar link prefetches that page, and the click opens it", async ({
    page,
  }) => {
    const seen = prefetches(page);
    for (const path of ["/dashboard", "/leads", "/project-codes"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      expect(seen, `prefetches after opening ${path}`).toEqual([]);
    }
    const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Fleet Alerts" });
    await link.hover();
    await expect.poll(() => seen.some((path) => path.startsWith("/alerts"))).toBe(true);
    await link.click();
    await expect(page).toHaveURL(/\/alerts$/);
    await expect(page.getByRole("heading", { name: "Fleet Alerts", level: 1 })).toBeVisible();
  });
});
