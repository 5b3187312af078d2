/**
 * Public pages agree across instances and addresses (docs/decisions/data-and-jobs.md "Public pages agree across instances
 * and addresses"). The hub and its replica (playwright.config.ts) are two instances of one build on one
 * database: a status change made through the hub reaches the replica's cached status page within 2 s. A
 * third start of the same build with another `PUBLIC_BASE_URL` serves its own address from its first
 * answer, though the hub has cached the same pages in the same build folder with its own.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { eq } from "drizzle-orm";
import { siteMonitors, siteSettings, statusPageComponents, statusPages } from "@/lib/db/schema";
import { checkNow } from "../support/check-now";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";
import { insertSite } from "../support/federation";
import { saveVisibility } from "../support/site-settings";
import { startSimulator, type RemoteSiteSimulator } from "../support/remote-site-simulator";

const replica = `http://127.0.0.1:${process.env.E2E_REPLICA_PORT}`;
/** A port of this run's range no other server of the suite uses. */
const restartPort = Number(process.env.E2E_PORT ?? 3100) + 8;

let sim: RemoteSiteSimulator;
test.beforeAll(async () => {
  sim = await startSimulator();
});
test.afterAll(() => sim?.close());

async function html(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

const ogImage = (page: string) => /<meta property="og:image" content="([^"]*)"/.exec(page)?.[1];

test.describe("two instances of one build on one database", () => {
  test.use({ storageState: ADMIN_STATE });

  test("a site going down through the hub shows on the replica's cached status page within 2 s", async ({
    page,
    request,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const siteName = `Replica ${tag}`;
    const remote = sim.addSite();
    const handle = openTestDatabase();
    try {
      const site = await insertSite(handle.db, { siteUrl: remote.url, siteName });
      await handle.db.insert(siteMonitors).values({ siteId: site.id, retries: 0 });
      const [statusPage] = await handle.db
        .insert(statusPages)
        .values({ name: `Replica ${tag}`, slug: `replica-${tag}`, publishedAt: new Date() })
        .returning();
      await handle.db
        .insert(statusPageComponents)
        .values({ pageId: statusPage!.id, siteId: site.id, displayName: "Web shop", position: 0 });
      const onReplica = `${replica}/status/${statusPage!.slug}`;

      await checkNow(page, site.id, siteName, "Operational");
      // The replica renders the page once and then serves it from its cache.
      expect(await html(request, onReplica)).toContain("All systems operational");
      expect(await html(request, onReplica)).toContain("All systems operational");

      remote.update({ failWith: 503 });
      await checkNow(page, site.id, siteName, "Down");
      const changedAt = Date.now();
      await expect
        .poll(async () => (await html(request, onReplica)).includes("Some systems are down"), {
          timeout: 2_000,
          intervals: [100],
        })
        .toBe(true);
      test.info().annotations.push({ type: "seen on the replica after", description: `${Date.now() - changedAt} ms` });
    } finally {
      await handle.close();
    }
  });

  test("a landing-page setting saved through the hub shows on the replica's cached landing page within 2 s", async ({
    page,
    request,
  }) => {
    const handle = openTestDatabase();
    const [row] = await handle.db.select().from(siteSettings).where(eq(siteSettings.settingKey, "show-project-idea"));
    await handle.close();
    const original = row?.settingValue ?? false;
    const ideaBlock = "Got a Project Idea?";
    try {
      // The replica has its landing page cached with the setting as it is.
      expect((await html(request, `${replica}/`)).includes(ideaBlock)).toBe(original);
      expect((await html(request, `${replica}/`)).includes(ideaBlock)).toBe(original);
      await saveVisibility(page, !original);
      await expect
        .poll(async () => (await html(request, `${replica}/`)).includes(ideaBlock), {
          timeout: 2_000,
          intervals: [100],
        })
        .toBe(!original);
    } finally {
      // Put back through the app, so every instance's landing page forgets the test's value.
      await saveVisibility(page, original);
    }
  });
});

/** Starts the e2e build once more on `restartPort` with its own address; resolves once it answers. */
async function startAnotherInstance(address: string): Promise<ChildProcess> {
  const child = spawn(
    "node_modules/.bin/tsx",
    ["scripts/start-server.ts", "-p", String(restartPort), "-H", "127.0.0.1"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PUBLIC_BASE_URL: address,
        NEXTAUTH_URL: address,
        SCHEDULER: "off",
      },
      stdio: "ignore",
      detached: true,
    },
  );
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${address}/privacy`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-child.pid!, "SIGTERM");
  throw new Error(`The second start of the build did not answer at ${address} within 120 s`);
}

test("a start of the same build with another PUBLIC_BASE_URL serves the new address from its first answer", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The hub has its landing page and /work cached with its own address.
  expect(ogImage(await html(request, "/"))).toBe(`${baseURL}/opengraph-image`);
  expect(ogImage(await html(request, "/work"))).toBe(`${baseURL}/opengraph-image`);

  const address = `http://127.0.0.1:${restartPort}`;
  const child = await startAnotherInstance(address);
  try {
    const landing = await html(request, `${address}/`);
    expect(ogImage(landing)).toBe(`${address}/opengraph-image`);
    expect(landing).not.toContain(baseURL!);
    const work = await html(request, `${address}/work`);
    expect(work).toContain(`<link rel="canonical" href="${address}/work"`);
    expect(work).not.toContain(baseURL!);
  } finally {
    process.kill(-child.pid!, "SIGTERM");
  }
});
