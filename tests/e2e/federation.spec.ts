/**
 * The federated hub (docs/spec/operator-console.md §2 "/site-control", "/site-control-v2", "/command-broadcaster"):
 * an admin adds a site served by the remote-site simulator, syncs it and reads its data in every tab and
 * on the v2 hub; pauses and resumes it; broadcasts a command and reads each answer; a site registers
 * itself and waits paused with its key in the outbox; and a second instance of this app (started by
 * playwright.config.ts) is federated through its real endpoints.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect, test, type Page } from "@playwright/test";
import { openDatabase } from "@/lib/db";
import { federatedSites, jobRuns, outboxMessages, todoItems } from "@/lib/db/schema";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { assertLocalDatabaseUrl, openTestDatabase } from "../support/db";
import { ADMIN, ADMIN_STATE } from "../support/e2e-env";
import { remoteSiteSimulatorForFile } from "../support/e2e-simulator";
import { insertSite } from "../support/federation";
import { samplePayload, type SimulatedSite } from "../support/remote-site-simulator";

test.use({ storageState: ADMIN_STATE });

const sim = remoteSiteSimulatorForFile();

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/** Adds a site through the Add Site dialog and returns the key the dialog shows once. */
async function addSiteInConsole(page: Page, siteName: string, siteUrl: string): Promise<string> {
  await page.getByRole("button", { name: "Add Site" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Remote Site" });
  await expect(dialog.getByRole("button", { name: "Add Site" })).toBeDisabled();
  await expect(dialog.getByText("Site name is required")).toBeVisible();
  await dialog.getByLabel("Site Name").fill(siteName);
  await dialog.getByLabel("Site URL").fill(siteUrl);
  await expect(dialog.getByText("URL should start with https:// for security")).toBeVisible();
  await dialog.getByLabel("Description").fill("Simulated client site");
  await dialog.getByRole("button", { name: "Add Site" }).click();
  await expect(page.getByText("Site Added Successfully")).toBeVisible();
  const key = (await page.getByTestId("new-site-key").textContent())!.trim();
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await page.getByRole("button", { name: "Done" }).click();
  return key;
}

/** The Registered Sites row of `siteName`. */
const siteRow = (page: Page, siteName: string) =>
  page.getByRole("table", { name: "Registered Sites" }).getByRole("row").filter({ hasText: siteName });

/** The hub's calls to one protocol path of `remote`; the uptime job's unkeyed probes of its home page or health path are not among them. */
const callsTo = (remote: SimulatedSite, path: string) => remote.requests.filter((r) => r.path === path);

test("an added site is synced and its TODOs, errors, features and analytics show in every tab and on the v2 hub", async ({
  page,
}) => {
  const label = unique("Bakery");
  const remote = sim.addSite({ payload: samplePayload(label) });
  await page.goto("/site-control");
  await expect(page.getByRole("heading", { level: 1, name: "Centralized Site Control" })).toBeVisible();
  const key = await addSiteInConsole(page, label, remote.url);
  remote.update({ key });

  const row = siteRow(page, label);
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Never");
  await row.getByRole("button", { name: "Sync" }).click();
  await expect(page.getByText("Sync Started")).toBeVisible();
  const report = page.getByRole("table", { name: "Recent Sync Reports" }).getByRole("row").filter({ hasText: label });
  await expect(report).toContainText("Success", { timeout: 20_000 });
  expect(callsTo(remote, "/api/federated/sync").at(-1)!.authorization).toBe(`Bearer ${key}`);
  await expect(row).not.toContainText("Never");

  await page.getByRole("tab", { name: "TODOs" }).click();
  await expect(page.getByRole("list", { name: "Collected TODOs" })).toContainText(`${label} TODO`);
  await page.getByRole("tab", { name: "Errors" }).click();
  const error = page
    .getByRole("list", { name: "Collected errors" })
    .getByRole("listitem")
    .filter({ hasText: `${label} error` });
  await expect(error).toContainText("HIGH");
  await expect(error).toContainText("POST /api/orders");
  await expect(error).toContainText("Open");
  await page.getByRole("tab", { name: "Features" }).click();
  await expect(
    page
      .getByRole("list", { name: "Remote site features" })
      .getByRole("listitem")
      .filter({ hasText: `${label} feature` }),
  ).toContainText("beta");
  await page.getByRole("tab", { name: "Analytics" }).click();
  const analytics = page
    .getByRole("list", { name: "Analytics per site" })
    .getByRole("listitem")
    .filter({ hasText: label });
  await expect(analytics).toContainText("90%");
  await expect(analytics).toContainText("1.3s");
  await page.getByRole("tab", { name: "Sync Summary" }).click();
  await expect(page.getByText("Recent Sync Activity")).toBeVisible();
  await page.getByRole("tab", { name: "Site Management" }).click();
  await expect(page.getByRole("heading", { name: "Setup Instructions" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto("/site-control-v2");
  await expect(page.getByRole("heading", { level: 1, name: "Site Control Hub" })).toBeVisible();
  const overview = page.getByRole("list", { name: "Site health" }).getByRole("listitem").filter({ hasText: label });
  await expect(overview).toContainText("1 TODOs · 1 errors · 1 features");
  // Never "offline" once added: not checked yet, or operational once the minute's uptime pass checked it
  // (its one open error is high, not critical).
  await expect(overview.locator("[data-slot=badge][data-health]")).toHaveText(/^(Not checked yet|Operational)$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("tab", { name: "Collected Data" }).click();
  await page.getByLabel("Type").click();
  await page.getByRole("option", { name: "todo" }).click();
  await expect(page.getByRole("list", { name: "Collected items" })).toContainText(`${label} TODO`);
  await expect(page.getByRole("list", { name: "Collected items" })).not.toContainText(`${label} feature`);
});

test("a site is paused, skipped, and resumed", async ({ page }) => {
  const label = unique("Florist");
  const remote = sim.addSite({ payload: samplePayload(label) });
  const created = await page.request.post("/api/csc/sites", {
    data: { siteName: label, siteUrl: remote.url, description: "", isActive: true },
  });
  expect(created.status()).toBe(201);
  await page.goto("/site-control");
  const row = siteRow(page, label);
  await row.getByRole("button", { name: `Pause ${label}` }).click();
  await expect(page.getByText("Site Paused")).toBeVisible();
  await expect(row).toContainText("Inactive");
  await expect(row.getByRole("button", { name: "Sync" })).toBeDisabled();
  expect((await page.request.post(`/api/csc/sync/${(await created.json()).site.id}`)).status()).toBe(409);

  await row.getByRole("button", { name: `Resume ${label}` }).click();
  await expect(page.getByText("Site Resumed")).toBeVisible();
  await expect(row).toContainText("Active");
  await expect(row.getByRole("button", { name: "Sync" })).toBeEnabled();
  expect(callsTo(remote, "/api/federated/sync")).toHaveLength(0);
});

test("a broadcast command reaches the sites and each answer can be read", async ({ page }) => {
  const label = unique("Gym");
  const remote = sim.addSite();
  const created = await page.request.post("/api/csc/sites", {
    data: { siteName: label, siteUrl: remote.url, description: "", isActive: true },
  });
  remote.update({ key: (await created.json()).apiKey });
  const description = unique("Health check");

  await page.goto("/command-broadcaster");
  await page.getByRole("button", { name: "Broadcast Command" }).click();
  const dialog = page.getByRole("dialog", { name: "Broadcast Command" });
  await expect(dialog.getByRole("button", { name: "Send to All Sites" })).toBeDisabled();
  await dialog.getByLabel("Command").fill("ping");
  await dialog.getByLabel("Description (optional)").fill(description);
  await dialog.getByRole("button", { name: "Send to All Sites" }).click();
  await expect(page.getByText("Command Broadcast Complete")).toBeVisible({ timeout: 30_000 });
  expect(JSON.parse(callsTo(remote, "/api/federated/command").at(-1)!.body)).toMatchObject({ command: "ping" });

  const history = page
    .getByRole("table", { name: "Command History" })
    .getByRole("row")
    .filter({ hasText: description });
  await expect(history).toContainText("ping");
  await history.getByRole("button", { name: /View details/ }).click();
  const details = page.getByRole("dialog", { name: "Command Details" });
  const answer = details.getByRole("list", { name: "Site responses" }).getByRole("listitem").filter({ hasText: label });
  await expect(answer).toContainText("success");
  await expect(answer).toContainText("pong");
  await expect(answer).toContainText(/\d+ms/);
  await expectNoSeriousA11yViolations(page);
});

test("a self-registered site waits paused and its key goes to the outbox", async ({ page, request }) => {
  const siteName = unique("Self-registered");
  const adminEmail = `owner-${randomUUID().slice(0, 8)}@example.test`;
  const response = await request.post("/api/csc/auto-register", {
    data: {
      siteName,
      siteUrl: `https://${randomUUID().slice(0, 8)}.example.com`,
      description: "Registered itself",
      adminEmail,
    },
    headers: { "x-forwarded-for": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  expect(response.status()).toBe(201);
  const body = await response.text();

  const { db, close } = openTestDatabase();
  const [mail] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, adminEmail));
  await close();
  expect(mail!.subject).toBe(`Your site key for ${siteName}`);
  const key = /^ {4}(\S{43})$/m.exec(mail!.body)![1]!;
  expect(body).not.toContain(key);

  await page.goto("/site-control");
  const row = siteRow(page, siteName);
  await expect(row).toContainText("Inactive");
  await expect(row.getByRole("button", { name: "Sync" })).toBeDisabled();
});

test("two instances federate: the hub syncs the other through its real endpoints", async ({ page, browser }) => {
  const remoteUrl = `http://127.0.0.1:${process.env.E2E_REMOTE_PORT ?? 3101}`;
  const remoteDatabaseUrl = process.env.E2E_REMOTE_DATABASE_URL;
  const envKey = process.env.E2E_REMOTE_SITE_KEY;
  if (!remoteDatabaseUrl || !envKey)
    throw new Error(
      "This test needs the second instance: run it through scripts/e2e.sh (E2E_REMOTE_DATABASE_URL, E2E_REMOTE_SITE_KEY)",
    );
  assertLocalDatabaseUrl(remoteDatabaseUrl);

  // The remote instance answers only with a key: FEDERATION_SITE_KEY works, anything else is refused.
  expect((await page.request.get(`${remoteUrl}/api/federated/sync`)).status()).toBe(401);
  expect(
    (
      await page.request.get(`${remoteUrl}/api/federated/sync`, { headers: { authorization: `Bearer ${envKey}` } })
    ).status(),
  ).toBe(200);

  const todoTitle = unique("Remote instance TODO");
  const remoteDb = openDatabase({ url: remoteDatabaseUrl });
  await remoteDb.db.insert(todoItems).values({ title: todoTitle, priority: "high", category: "technical" });
  await remoteDb.close();
  const hubDb = openTestDatabase();
  await hubDb.db.delete(federatedSites).where(eq(federatedSites.siteUrl, remoteUrl));
  await hubDb.close();

  const siteName = unique("Second instance");
  await page.goto("/site-control");
  const key = await addSiteInConsole(page, siteName, remoteUrl);

  // The remote site's admin pastes the hub's key on their own Site Control screen.
  const remoteContext = await browser.newContext({ baseURL: remoteUrl, storageState: { cookies: [], origins: [] } });
  const remotePage = await remoteContext.newPage();
  // A visit to the remote site's landing page is counted by its beacon (a view with the page load time).
  const beacon = remotePage.waitForRequest(
    (request) => request.url().endsWith("/api/analytics/beacon") && request.postData()?.includes('"view"') === true,
  );
  await remotePage.goto("/");
  await beacon;
  await remotePage.goto("/auth");
  await remotePage.getByLabel("Username").fill(ADMIN.username);
  await remotePage.getByLabel("Password").fill(ADMIN.password);
  await remotePage.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(remotePage).toHaveURL(/\/dashboard$/);
  await remotePage.goto("/site-control");
  await remotePage.getByLabel("Site key from the hub").fill(key);
  await remotePage.getByRole("button", { name: "Save Site Key" }).click();
  await expect(remotePage.getByText("Site Key Saved")).toBeVisible();
  await expect(remotePage.getByTestId("remote-key-status")).toContainText("A site key is set");
  await remoteContext.close();

  const row = siteRow(page, siteName);
  await row.getByRole("button", { name: "Sync" }).click();
  const report = page
    .getByRole("table", { name: "Recent Sync Reports" })
    .getByRole("row")
    .filter({ hasText: siteName });
  await expect(report).toContainText("Success", { timeout: 20_000 });
  await expect(row).not.toContainText("Unknown");

  await page.getByRole("tab", { name: "TODOs" }).click();
  await expect(
    page.getByRole("list", { name: "Collected TODOs" }).getByRole("listitem").filter({ hasText: todoTitle }),
  ).toContainText(siteName);
  await page.getByRole("tab", { name: "Features" }).click();
  await expect(
    page
      .getByRole("list", { name: "Remote site features" })
      .getByRole("listitem")
      .filter({ hasText: "Command Broadcaster" })
      .filter({ hasText: siteName }),
  ).toBeVisible();
  await page.getByRole("tab", { name: "Analytics" }).click();
  const analytics = page
    .getByRole("list", { name: "Analytics per site" })
    .getByRole("listitem")
    .filter({ hasText: siteName });
  await expect(analytics.getByText("Logins")).toBeVisible();
  await expect(analytics).not.toContainText("0/0");
  await expect(analytics).toContainText(/Avg Page Load\d+\.\ds/);
});

test("the scheduled sync fired on two instances of the hub 1 s apart syncs each site once", async ({
  page,
  request,
  baseURL,
}) => {
  const secret = process.env.CRON_SECRET;
  const replicaPort = process.env.E2E_REPLICA_PORT;
  if (!secret || !replicaPort)
    throw new Error("This test needs the hub's replica: run it through scripts/e2e.sh (CRON_SECRET, E2E_REPLICA_PORT)");
  const remotes = Array.from({ length: 6 }, (_, i) =>
    sim.addSite({ latencyMs: 300, payload: samplePayload(unique(`Tick ${i}`)) }),
  );
  const hub = openTestDatabase();
  try {
    for (const remote of remotes) remote.update({ key: (await insertSite(hub.db, { siteUrl: remote.url })).key });
    // The hub's own scheduler may have fired this 6-hour tick earlier in the run: start it afresh.
    const sixHoursMs = 6 * 3_600_000;
    const tick = new Date(Math.floor(Date.now() / sixHoursMs) * sixHoursMs);
    await hub.db.delete(jobRuns).where(and(eq(jobRuns.job, "federated-sync"), eq(jobRuns.tick, tick)));

    const fire = (base: string) =>
      request.get(`${base}/api/cron/federated-sync`, {
        headers: { authorization: `Bearer ${secret}` },
        timeout: 60_000,
      });
    const first = fire(baseURL!);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [onHub, onReplica] = await Promise.all([first, fire(`http://127.0.0.1:${replicaPort}`)]);
    expect(onHub.status()).toBe(200);
    expect(onReplica.status()).toBe(200);
    expect(await onHub.json()).toMatchObject({ job: "federated-sync", tick: tick.toISOString(), ran: true });
    expect(await onReplica.json()).toEqual({ job: "federated-sync", tick: tick.toISOString(), ran: false });
    expect(remotes.map((r) => callsTo(r, "/api/federated/sync").length)).toEqual(remotes.map(() => 1));
  } finally {
    await hub.close();
  }

  // The dashboard's Jobs card shows the run.
  await page.goto("/dashboard");
  const job = page.locator('li[data-job="federated-sync"]');
  await expect(job).toContainText("OK");
  await expect(job).toContainText(/\d+ ok, \d+ partial, \d+ failed, \d+ skipped of \d+ sites/);
});
