import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  federatedAnalytics,
  federatedErrors,
  federatedFeatures,
  federatedSites,
  federatedSyncReports,
  federatedTodos,
} from "@/lib/db/schema";
import { siteOverviewPage } from "@/lib/federation/queries";
import { databaseNow } from "@/lib/federation/lease";
import { syncSites } from "@/lib/federation/sync";
import { insertSite } from "@/tests/support/federation";
import { samplePayload, startSimulator, type RemoteSiteSimulator } from "@/tests/support/remote-site-simulator";

let sim: RemoteSiteSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim?.close());

const options = { allowPrivate: true, timeoutMs: 2_000 };
const reportsOf = (siteId: number) =>
  db
    .select()
    .from(federatedSyncReports)
    .where(eq(federatedSyncReports.siteId, siteId))
    .orderBy(federatedSyncReports.id);
const siteRow = async (id: number) => (await db.select().from(federatedSites).where(eq(federatedSites.id, id)))[0]!;

describe("federated sync", () => {
  it("stores a healthy site's TODOs, errors, features and analytics with a success report", async () => {
    const remote = sim.addSite({ payload: samplePayload("Healthy") });
    const site = await insertSite(db, { siteUrl: remote.url });
    remote.update({ key: site.key });
    const run = await syncSites({ ...options, siteIds: [site.id] });
    expect(run).toMatchObject({ total: 1, success: 1, failed: 0, skipped: 0 });

    const [report] = await reportsOf(site.id);
    expect(report).toMatchObject({
      syncStatus: "success",
      todosCollected: 1,
      errorsCollected: 1,
      featuresCollected: 1,
      errorMessage: null,
    });
    expect(report!.syncDuration).toBeGreaterThanOrEqual(0);
    expect(await db.select().from(federatedTodos).where(eq(federatedTodos.siteId, site.id))).toEqual([
      expect.objectContaining({
        title: "Healthy TODO",
        priority: "high",
        status: "pending",
        category: "docs",
        assignedTo: "Dana",
      }),
    ]);
    expect(await db.select().from(federatedErrors).where(eq(federatedErrors.siteId, site.id))).toEqual([
      expect.objectContaining({
        errorMessage: "Healthy error",
        severity: "high",
        requestContext: { method: "POST", url: "/api/orders" },
      }),
    ]);
    expect(await db.select().from(federatedFeatures).where(eq(federatedFeatures.siteId, site.id))).toEqual([
      expect.objectContaining({ featureName: "Healthy feature", status: "beta", version: "1.2.3" }),
    ]);
    expect(await db.select().from(federatedAnalytics).where(eq(federatedAnalytics.siteId, site.id))).toEqual([
      expect.objectContaining({
        landingPageViews: 120,
        loginAttempts: 10,
        successfulLogins: 9,
        pageLoadTime: "1.25",
        bounceRate: "0.42",
        siteName: site.siteName,
      }),
    ]);
    const after = await siteRow(site.id);
    expect(after.lastSync).not.toBeNull();
    expect(after.lastDeploymentDate?.toISOString()).toBe("2025-01-02T03:04:05.000Z");
    expect(after.syncLeaseUntil).toBeNull();
    expect(remote.requests[0]!.authorization).toBe(`Bearer ${site.key}`);
  });

  it("upserts on the next sync: features by name, analytics by day, TODOs replaced", async () => {
    const payload = samplePayload("Again");
    const remote = sim.addSite({ payload });
    const site = await insertSite(db, { siteUrl: remote.url });
    await syncSites({ ...options, siteIds: [site.id] });
    remote.update({
      payload: {
        ...payload,
        todos: [{ title: "New TODO" }, { title: "Second" }],
        features: [{ featureName: "Again feature", status: "deprecated" }],
      },
    });
    await syncSites({ ...options, siteIds: [site.id] });
    expect(
      (await db.select().from(federatedTodos).where(eq(federatedTodos.siteId, site.id))).map((t) => t.title).sort(),
    ).toEqual(["New TODO", "Second"]);
    expect(await db.select().from(federatedFeatures).where(eq(federatedFeatures.siteId, site.id))).toEqual([
      expect.objectContaining({ featureName: "Again feature", status: "deprecated" }),
    ]);
    expect(await db.select().from(federatedAnalytics).where(eq(federatedAnalytics.siteId, site.id))).toHaveLength(1);
  });

  it("reports partial when a list endpoint fails or items are unreadable, keeping that section's old data", async () => {
    const remote = sim.addSite({ payload: samplePayload("Partial") });
    const site = await insertSite(db, { siteUrl: remote.url });
    await syncSites({ ...options, siteIds: [site.id] });
    remote.update({
      combined: false,
      failLists: ["errors"],
      payload: { ...samplePayload("Partial"), todos: [{ title: "Fresh" }, "garbage"] },
    });
    const run = await syncSites({ ...options, siteIds: [site.id] });
    expect(run.partial).toBe(1);
    const reports = await reportsOf(site.id);
    expect(reports.at(-1)).toMatchObject({ syncStatus: "partial", todosCollected: 1, errorsCollected: 0 });
    expect(reports.at(-1)!.errorMessage).toContain("HTTP 500 from /api/csc/errors");
    expect(reports.at(-1)!.errorMessage).toContain("1 TODOs could not be read");
    expect(
      (await db.select().from(federatedTodos).where(eq(federatedTodos.siteId, site.id))).map((t) => t.title),
    ).toEqual(["Fresh"]);
    expect(await db.select().from(federatedErrors).where(eq(federatedErrors.siteId, site.id))).toEqual([
      expect.objectContaining({ errorMessage: "Partial error" }),
    ]);
  });

  it("records a failed sync and keeps the data of the last good one", async () => {
    const remote = sim.addSite({ payload: samplePayload("Kept") });
    const site = await insertSite(db, { siteUrl: remote.url });
    await syncSites({ ...options, siteIds: [site.id] });
    const good = await siteRow(site.id);
    remote.update({ failWith: 500 });
    await syncSites({ ...options, siteIds: [site.id] });
    remote.update({ failWith: undefined, hang: true });
    const run = await syncSites({ ...options, timeoutMs: 300, siteIds: [site.id] });
    expect(run.failed).toBe(1);
    const reports = await reportsOf(site.id);
    expect(reports.map((r) => r.syncStatus)).toEqual(["success", "failed", "failed"]);
    expect(reports[1]!.errorMessage).toBe("HTTP 500 from /api/federated/sync");
    expect(reports[2]!.errorMessage).toContain("Timed out");
    expect(await db.select().from(federatedTodos).where(eq(federatedTodos.siteId, site.id))).toHaveLength(1);
    expect(await db.select().from(federatedFeatures).where(eq(federatedFeatures.siteId, site.id))).toHaveLength(1);
    expect((await siteRow(site.id)).lastSync).toEqual(good.lastSync);
    const [overview] = (await siteOverviewPage({ q: site.siteName, cursor: null, dir: "next", size: 25 })).rows.filter(
      (s) => s.id === site.id,
    );
    // Two failed syncs degrade a site but never make it down: only its own checks do (not run here).
    expect(overview).toMatchObject({ todoCount: 1, featureCount: 1 });
    expect(overview!.health.reasons).toContainEqual({ code: "sync_failed", failures: 2 });
  });

  it("skips paused sites", async () => {
    const remote = sim.addSite({ payload: samplePayload("Paused") });
    const site = await insertSite(db, { siteUrl: remote.url, isActive: false });
    const run = await syncSites({ ...options, siteIds: [site.id] });
    expect(run.total).toBe(0);
    expect(remote.requests).toHaveLength(0);
    expect(await reportsOf(site.id)).toHaveLength(0);
  });

  it("never syncs a site twice when two runs overlap, and a dead site does not hold up the others", async () => {
    const remotes = Array.from({ length: 6 }, (_, i) =>
      sim.addSite({ latencyMs: 150, payload: samplePayload(`Fleet ${i}`) }),
    );
    const dead = sim.addSite({ hang: true });
    const sites = await Promise.all([...remotes, dead].map((r) => insertSite(db, { siteUrl: r.url })));
    const ids = sites.map((s) => s.id);
    // Two runs of one scheduled tick: however their workers interleave, each site is synced once.
    const startedAt = await databaseNow();
    const [a, b] = await Promise.all([
      syncSites({ ...options, timeoutMs: 1_000, concurrency: 4, siteIds: ids, startedAt }),
      syncSites({ ...options, timeoutMs: 1_000, concurrency: 4, siteIds: ids, startedAt }),
    ]);
    expect(a.success + b.success).toBe(6);
    expect(a.failed + b.failed).toBe(1);
    expect(a.results.length + b.results.length).toBe(7);
    for (const remote of [...remotes, dead]) expect(remote.requests).toHaveLength(1);
    for (const site of sites) expect(await reportsOf(site.id)).toHaveLength(1);
  });
});
