/**
 * The writes that change a site's health tell the screens that show it (docs/decisions/data-and-jobs.md "Live updates"):
 * adding, pausing and syncing a site, a check that moves its health, and saving its monitor announce
 * `sites` and `site:<id>`; every check announces `uptime:<id>` for the Uptime tab, and a check that
 * changes nothing about the health announces only that.
 */
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { federatedSites } from "@/lib/db/schema";
import { createSite, updateSite } from "@/lib/federation/sites";
import { recordSyncOutcomes } from "@/lib/federation/store";
import { subscribe } from "@/lib/live/hub";
import { saveMonitorSettings } from "@/lib/uptime/settings";
import { runUptimeChecks } from "@/lib/uptime/runner";
import { startSimulator, type RemoteSiteSimulator } from "@/tests/support/remote-site-simulator";

vi.mock("@/lib/alerts/raise", () => ({ raiseAlert: async () => undefined }));

let sim: RemoteSiteSimulator;
let unsubscribe: () => void;
const heard: string[] = [];
beforeAll(async () => {
  sim = await startSimulator();
  unsubscribe = await subscribe((topic) => heard.push(topic ?? "*"));
});
afterAll(() => {
  unsubscribe();
  sim?.close();
});
afterEach(() => {
  heard.length = 0;
});

/** Waits for `topics` to have been heard (notifications arrive after the commit), then answers all heard since. */
async function expectHeard(...topics: string[]) {
  await vi.waitFor(() => expect(heard).toEqual(expect.arrayContaining(topics)), { timeout: 5_000 });
  return [...heard];
}

it("announces each change of a site's health to the screens that show it", async () => {
  const remote = sim.addSite();
  const { site } = await createSite({
    siteName: `Live ${Date.now()}`,
    siteUrl: `https://live-${Date.now()}.example.com`,
    description: null,
    isActive: true,
  });
  await expectHeard("sites");
  // The console refuses a loopback address; the simulator is one.
  await db.update(federatedSites).set({ siteUrl: remote.url }).where(eq(federatedSites.id, site.id));

  const at = (minutes: number) => new Date(Date.now() + 60_000 + minutes * 60_000);
  heard.length = 0;
  await runUptimeChecks({ siteIds: [site.id], now: () => at(0), allowPrivate: true });
  await expectHeard(`uptime:${site.id}`, "sites", `site:${site.id}`);

  // A second passing check changes nothing the health reads: only the Uptime tab hears it.
  heard.length = 0;
  await runUptimeChecks({ siteIds: [site.id], now: () => at(2), allowPrivate: true });
  await expectHeard(`uptime:${site.id}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(heard).not.toContain("sites");

  heard.length = 0;
  remote.update({ failWith: 500 });
  await runUptimeChecks({ siteIds: [site.id], now: () => at(4), allowPrivate: true });
  await expectHeard(`uptime:${site.id}`, "sites", `site:${site.id}`);

  heard.length = 0;
  await saveMonitorSettings(db, {
    siteId: site.id,
    checkPath: "",
    intervalSeconds: 60,
    timeoutSeconds: 10,
    retries: 1,
    expectedStatusMin: 200,
    expectedStatusMax: 399,
    keyword: "",
    ignoreTlsErrors: false,
    paused: true,
  });
  await expectHeard("sites", `site:${site.id}`, `uptime:${site.id}`);

  heard.length = 0;
  await recordSyncOutcomes([
    { siteId: site.id, siteName: site.siteName, status: "failed", durationMs: 10, errorMessage: "HTTP 500" },
  ]);
  await expectHeard("sites", `site:${site.id}`);

  heard.length = 0;
  await updateSite(site.id, { isActive: false });
  await expectHeard("sites", `site:${site.id}`);
});
