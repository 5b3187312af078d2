/**
 * Public status pages (docs/federation-protocol.md "Status pages"): a site on a page goes down; the page
 * shows it at once (the check expired its cache), an incident opens, linked in the console to its alert
 * and back, and the page's confirmed e-mail subscriber gets one e-mail in the outbox with the RFC 8058
 * headers; the site recovers and the incident resolves. A sync that degrades a site shows on the next
 * visit too. The page fits a 390 px phone. A new page is a draft (404 to the public) until published; a
 * custom host serves only its page's routes.
 */
import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { and, eq, like } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import {
  federatedSyncReports,
  incidents,
  outboxMessages,
  siteMonitors,
  statusPageComponents,
  statusPages,
  statusSubscribers,
} from "@/lib/db/schema";
import { formatMonthDay } from "@/lib/format/date";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { checkNow } from "../support/check-now";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";
import { insertSite } from "../support/federation";
import { startSimulator, type RemoteSiteSimulator } from "../support/remote-site-simulator";

let sim: RemoteSiteSimulator;
test.beforeAll(async () => {
  sim = await startSimulator();
});
test.afterAll(() => sim?.close());

test.describe("a status page", () => {
  test.use({ storageState: ADMIN_STATE });

  test("shows an outage and its incident, tells the subscriber once, and resolves on recovery", async ({
    page,
    browser,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const siteName = `Status ${tag}`;
    const remote = sim.addSite();
    const handle = openTestDatabase();
    const site = await insertSite(handle.db, { siteUrl: remote.url, siteName });
    await handle.db.insert(siteMonitors).values({ siteId: site.id, retries: 0 });
    const [statusPage] = await handle.db
      .insert(statusPages)
      .values({ name: `Acme ${tag}`, slug: `acme-${tag}`, publishedAt: new Date() })
      .returning();
    await handle.db
      .insert(statusPageComponents)
      .values({ pageId: statusPage!.id, siteId: site.id, displayName: "Web shop", position: 0 });
    const subscriber = `ana-${tag}@example.com`;
    await handle.db
      .insert(statusSubscribers)
      .values({ pageId: statusPage!.id, channel: "email", target: subscriber, confirmedAt: new Date() });

    // A visitor, signed out.
    const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await checkNow(page, site.id, siteName, "Operational");
    await visitor.goto(`/status/${statusPage!.slug}`);
    await expect(visitor.getByRole("status").first()).toHaveText("All systems operational");
    await expect(visitor.getByRole("heading", { name: "Web shop" })).toBeVisible();
    await expect(visitor.locator("body")).not.toContainText(siteName);
    // Watched for a moment: the figure says since when, not "over 90 days", the same in the JSON and the badge.
    const today = new Date().toISOString().slice(0, 10);
    await expect(visitor.getByText(`100.00 % uptime since ${formatMonthDay(today)}`)).toBeVisible();
    const json = await (await visitor.request.get(`/status/${statusPage!.slug}/status.json`)).json();
    expect(json.groups[0].components[0]).toMatchObject({ uptime: 100, uptimeSince: today });
    const badge = await (await visitor.request.get(`/status/${statusPage!.slug}/badge/uptime.svg`)).text();
    expect(badge).toContain(`<title>uptime since ${formatMonthDay(today)}: 100.00%</title>`);

    remote.update({ failWith: 503 });
    await checkNow(page, site.id, siteName, "Down");
    await visitor.reload();
    await expect(visitor.getByRole("status").first()).toHaveText("Some systems are down");
    const current = visitor.getByRole("region", { name: "Current incidents" });
    await expect(current).toContainText("Service unavailable");
    await expect(current).toContainText("This service is not responding. We are investigating.");

    const mails = () =>
      handle.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, subscriber), like(outboxMessages.subject, "%Service unavailable%")));
    await expect.poll(async () => (await mails()).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mails();
    expect(mail!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail!.headers!["List-Unsubscribe"]).toMatch(
      new RegExp(`^<http.*/status/${statusPage!.slug}/unsubscribe/one-click\\?token=`),
    );

    // The console links the outage's monitor to its incident, the incident to the alert it came from,
    // and the alert back to the incident.
    const [incident] = await handle.db.select().from(incidents).where(eq(incidents.outageSiteId, site.id));
    await page.goto(`/site-control-v2?tab=uptime&monitor=${site.id}`);
    await page
      .getByRole("region", { name: `Uptime of ${siteName}` })
      .getByRole("link", { name: "The outage's incident" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/incidents\\?incident=${incident!.id}$`));
    await expect(page.getByRole("status").filter({ hasText: "Showing one incident." })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole("listitem").filter({ hasText: siteName })).toContainText("Service unavailable");
    await page.getByRole("link", { name: "its site-down alert" }).click();
    await expect(page).toHaveURL(/\/alerts\?tab=history&alert=\d+$/);
    const alertRows = page.getByRole("row").filter({ hasText: `${siteName} is down` });
    await expect(alertRows.first()).toBeVisible();
    await alertRows.first().getByRole("link", { name: "Its incident" }).click();
    await expect(page).toHaveURL(new RegExp(`/incidents\\?incident=${incident!.id}$`));

    remote.update({ failWith: undefined });
    await checkNow(page, site.id, siteName, "Operational");
    await visitor.reload();
    await expect(visitor.getByRole("status").first()).toHaveText("All systems operational");
    const history = visitor.getByRole("region", { name: "Past incidents (14 days)" });
    await expect(history).toContainText("Service unavailable");
    await expect(history).toContainText("The service answers again.");
    // Down, then resolved: two notices, one e-mail each.
    await expect
      .poll(
        async () =>
          (await handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, subscriber))).length,
        { timeout: 15_000 },
      )
      .toBe(2);

    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.reload();
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitor.close();
    await handle.close();
  });
});

test.describe("a status page after a sync", () => {
  test.use({ storageState: ADMIN_STATE });

  test("turns degraded on the next visit when a sync brings a critical error, not a minute later", async ({
    page,
    browser,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const siteName = `Synced ${tag}`;
    const remote = sim.addSite();
    const handle = openTestDatabase();
    const site = await insertSite(handle.db, { siteUrl: remote.url, siteName });
    remote.update({ key: site.key });
    await handle.db.insert(siteMonitors).values({ siteId: site.id, retries: 0 });
    const [statusPage] = await handle.db
      .insert(statusPages)
      .values({ name: `Shop ${tag}`, slug: `shop-${tag}`, publishedAt: new Date() })
      .returning();
    await handle.db
      .insert(statusPageComponents)
      .values({ pageId: statusPage!.id, siteId: site.id, displayName: "Checkout", position: 0 });
    const syncs = () => handle.db.select().from(federatedSyncReports).where(eq(federatedSyncReports.siteId, site.id));
    await checkNow(page, site.id, siteName, "Operational");
    const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await visitor.goto(`/status/${statusPage!.slug}`);
    await expect(visitor.getByRole("status").first()).toHaveText("All systems operational");

    remote.update({
      payload: {
        todos: [],
        errors: [{ id: 1, severity: "critical", errorMessage: `Payments down ${tag}`, resolved: false }],
        features: [],
      },
    });
    expect((await page.request.post(`/api/csc/sync/${site.id}`)).status()).toBe(202);
    await expect.poll(async () => (await syncs()).length, { timeout: 20_000 }).toBe(1);
    // The sync's report is written before its fleet issues; the page's cache goes after both.
    await expect
      .poll(
        async () => {
          await visitor.reload();
          return visitor.getByRole("status").first().textContent();
        },
        { timeout: 10_000 },
      )
      .toBe("Some systems are degraded");
    await visitor.close();
    await handle.close();
  });
});

/** `method` `path` on the app with Host `host`: status and body. */
function requestWithHost(
  baseURL: string,
  path: string,
  host: string,
  method = "GET",
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method, headers: { Host: host } }, (response) => {
      let body = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

test("a custom host serves its status page and the page's routes, and 404 for everything else", async ({ baseURL }) => {
  const tag = randomUUID().slice(0, 8);
  const host = `status-${tag}.example.test`;
  const slug = `custom-${tag}`;
  const handle = openTestDatabase();
  await handle.db.insert(statusPages).values([
    { name: `Custom ${tag}`, slug, customHost: host, publishedAt: new Date() },
    { name: `Other client ${tag}`, slug: `other-${tag}`, publishedAt: new Date() },
  ]);
  await handle.close();
  // The proxy reads the hosts at most once a minute; a fresh one may take that long to appear.
  await expect
    .poll(async () => (await requestWithHost(baseURL!, "/", host)).body, { timeout: 70_000, intervals: [2_000] })
    .toContain(`Custom ${tag}`);
  const answers = new Map<string, number>();
  for (const path of ["", "/status.json", "/feed.atom", "/badge/state.svg", "/badge/uptime.svg"]) {
    const { status } = await requestWithHost(baseURL!, `/status/${slug}${path}`, host);
    answers.set(`/status/${slug}${path}`, status);
  }
  for (const path of ["/confirm?token=1.x", "/unsubscribe?token=1.x"]) {
    const { status } = await requestWithHost(baseURL!, `/status/${slug}${path}`, host);
    answers.set(`/status/${slug}${path}`, status);
  }
  expect([...answers.values()]).toEqual([200, 200, 200, 200, 200, 200, 200]);
  const { status: oneClick } = await requestWithHost(
    baseURL!,
    `/status/${slug}/unsubscribe/one-click?token=1.x`,
    host,
    "POST",
  );
  expect(oneClick, "the one-click unsubscribe answers there (a token not ours: 400)").toBe(400);
  for (const path of [
    "/dashboard",
    "/status-pages",
    "/auth",
    "/api/auth/session",
    "/invite?token=abc",
    "/reset-password?token=abc",
    "/work",
    "/privacy",
    "/redeem",
    `/status/other-${tag}`,
    `/status/other-${tag}/status.json`,
  ])
    expect((await requestWithHost(baseURL!, path, host)).status, path).toBe(404);
});

test.describe("the console", () => {
  test.use({ storageState: ADMIN_STATE });

  test("creates a page, lays out a component, and posts an incident its visitors read", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const siteName = `Console ${tag}`;
    const handle = openTestDatabase();
    // Its first check is tomorrow, so the server's own uptime tick cannot check it while the test reads "waiting".
    await handle.db.transaction(async (tx) => {
      const site = await insertSite(tx, { siteUrl: `https://console-${tag}.example.test`, siteName });
      await tx.insert(siteMonitors).values({ siteId: site.id, nextCheckAt: new Date(Date.now() + 86_400_000) });
    });
    await handle.close();

    await page.goto("/status-pages");
    await page.getByRole("button", { name: "New status page" }).click();
    const settings = page.getByRole("dialog", { name: "New status page" });
    await settings.getByLabel("Name").fill(`Portal ${tag}`);
    // The address follows the name until typed over.
    await expect(settings.getByLabel("Address")).toHaveValue(`portal-${tag}`.toLowerCase());
    await settings.getByLabel("Address").fill(`Not A Slug!`);
    await settings.getByRole("button", { name: "Create" }).click();
    await expect(settings.getByText("Use lower-case letters, digits and hyphens")).toBeVisible();
    await settings.getByLabel("Address").fill(`console-${tag}`);
    await settings.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(/\/status-pages\/\d+$/);
    const layoutUrl = page.url();
    // A new page is a draft: the public sees nothing at any of its addresses until it is published.
    for (const path of ["", "/status.json", "/feed.atom", "/badge/state.svg"])
      expect((await page.request.get(`/status/console-${tag}${path}`)).status(), `draft ${path}`).toBe(404);
    await page.goto("/status-pages");
    const listed = page.getByRole("listitem").filter({ hasText: `Portal ${tag}` });
    await expect(listed).toContainText("Draft: not public yet");
    await listed.getByRole("button", { name: `Publish Portal ${tag}` }).click();
    await expect(page.getByText("Status page published")).toBeVisible();
    await expect(listed).toContainText("Published");
    expect((await page.request.get(`/status/console-${tag}/status.json`)).status()).toBe(200);
    await page.goto(layoutUrl);

    await page.getByRole("button", { name: "Add component" }).click();
    await page.getByLabel("Site").selectOption({ label: siteName });
    await page.getByLabel("Display name").fill("Customer portal");
    await page.getByRole("button", { name: "Save components" }).click();
    await expect(page.getByText("Components saved")).toBeVisible();

    // Its badges, to embed elsewhere: addresses and code to copy, and a preview the page draws.
    const badges = page.getByRole("region", { name: "Badges" });
    await expect(badges).toContainText(`/status/console-${tag}/badge/state.svg`);
    await expect(badges).toContainText(`[![Portal ${tag} uptime](`);
    await expect(badges).toContainText(`<img src="`);
    await expect
      .poll(() =>
        badges
          .getByRole("img", { name: "Current status badge preview" })
          .evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);

    // Its subscribers: searched in the URL, one removed, the rest exported.
    const pageId = Number(/\/status-pages\/(\d+)$/.exec(page.url())![1]);
    const seed = openTestDatabase();
    await seed.db.insert(statusSubscribers).values([
      { pageId, channel: "email", target: `stays-${tag}@example.com`, confirmedAt: new Date() },
      { pageId, channel: "email", target: `leaves-${tag}@example.com` },
    ]);
    await seed.close();
    await page.getByRole("searchbox", { name: "Search subscribers" }).fill(`leaves-${tag}`);
    await expect(page).toHaveURL(new RegExp(`sq=leaves-${tag}`));
    const subscribers = page.getByRole("table", { name: "Subscribers" });
    await expect(subscribers.getByRole("row")).toHaveCount(2);
    await expect(subscribers).toContainText("Awaiting confirmation");
    await subscribers.getByRole("button", { name: `Remove leaves-${tag}@example.com` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Subscriber removed")).toBeVisible();
    await expect(page.getByText("No subscribers found.")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search subscribers" }).fill("");
    await expect(subscribers).toContainText(`stays-${tag}@example.com`);
    await expect(subscribers).toContainText("Confirmed");
    // A chat app staff add: confirmed at once, its credential never shown.
    await page.getByRole("button", { name: "Add chat app" }).click();
    const chat = page.getByRole("dialog", { name: "Add chat app" });
    await chat.getByLabel("Webhook URL").fill(`https://hooks.slack.com/services/T0001/B0002/${tag}secret`);
    await chat.getByRole("button", { name: "Add chat app" }).click();
    await expect(page.getByText("Chat app added")).toBeVisible();
    const slackRow = subscribers.getByRole("row").filter({ hasText: "hooks.slack.com/services/T0001/B0002/••••" });
    await expect(slackRow).toContainText("Slack");
    await expect(slackRow).toContainText("Confirmed");
    await expect(page.locator("body")).not.toContainText(`${tag}secret`);
    // The table scrolls inside its card on a phone; the page itself does not.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    const csv = await page.request.get((await page.getByRole("link", { name: "Export CSV" }).getAttribute("href"))!);
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines).toEqual([
      "created_at_utc,channel,target,state,confirmed_at_utc,unsubscribed_at_utc",
      expect.stringContaining(",slack,hooks.slack.com/services/T0001/B0002/••••,confirmed,"),
      expect.stringContaining(`,email,stays-${tag}@example.com,confirmed,`),
    ]);

    await page.goto("/incidents");
    await page.getByRole("button", { name: "New incident" }).click();
    const incident = page.getByRole("dialog", { name: "New incident" });
    await incident.getByLabel("Title").fill(`Slow logins ${tag}`);
    await incident.getByRole("group", { name: "Affected sites" }).getByLabel(siteName).check();
    await incident.getByLabel("Update").fill("Logins take a minute. We are on it.");
    await incident.getByRole("button", { name: "Open incident" }).click();
    await expect(page.getByText("Incident opened")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: `Slow logins ${tag}` })).toContainText("Investigating");

    await page.goto(`/status/console-${tag}`);
    // No check has run yet, but the open incident names the component's site: it takes the incident's impact
    // (docs/decisions/status-pages.md "An open incident's impact on its components").
    await expect(page.getByRole("status").first()).toHaveText("Some systems are degraded");
    await expect(page.getByRole("region", { name: "Current incidents" })).toContainText(`Slow logins ${tag}`);
    await expect(page.getByRole("heading", { name: "Customer portal" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(siteName);
  });
});
