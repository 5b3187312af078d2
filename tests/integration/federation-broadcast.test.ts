import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { federatedSites } from "@/lib/db/schema";
import { broadcastCommand } from "@/lib/federation/broadcast";
import { commandDetails } from "@/lib/federation/command-lists";
import { insertSite } from "@/tests/support/federation";
import { startSimulator, type RemoteSiteSimulator } from "@/tests/support/remote-site-simulator";

let sim: RemoteSiteSimulator;
beforeAll(async () => {
  sim = await startSimulator();
  // Other test files' sites must not take part: only this file's sites are active here.
  await db.update(federatedSites).set({ isActive: false });
});
afterAll(() => sim?.close());

const FIRST_PAGE = { cursor: null, dir: "next", size: 100 } as const;

describe("command broadcast", () => {
  it("calls every active site, records one response per site (success, failed, timeout) and ends partial", async () => {
    const ok = sim.addSite();
    const slow = sim.addSite({ latencyMs: 2_000 });
    const failing = sim.addSite({ failWith: 500 });
    const paused = sim.addSite();
    const sites = await Promise.all([
      insertSite(db, { siteUrl: ok.url, siteName: "Broadcast OK" }),
      insertSite(db, { siteUrl: slow.url, siteName: "Broadcast Slow" }),
      insertSite(db, { siteUrl: failing.url, siteName: "Broadcast Failing" }),
      insertSite(db, { siteUrl: paused.url, siteName: "Broadcast Paused", isActive: false }),
    ]);
    const summary = await broadcastCommand(
      { commandText: "ping", description: "health check", createdBy: "admin" },
      { allowPrivate: true, timeoutMs: 400, source: "test hub" },
    );
    expect(summary).toMatchObject({ total: 3, successful: 1, failed: 2, status: "partial" });
    expect(paused.requests).toHaveLength(0);
    expect(JSON.parse(ok.requests[0]!.body)).toMatchObject({
      command: "ping",
      source: "test hub",
      commandId: summary.commandId,
    });
    expect(ok.requests[0]!.authorization).toBe(`Bearer ${sites[0]!.key}`);

    const details = (await commandDetails(summary.commandId, FIRST_PAGE))!;
    expect(details.command).toMatchObject({
      commandText: "ping",
      description: "health check",
      createdBy: "admin",
      status: "partial",
    });
    const bySite = Object.fromEntries(details.responses.rows.map((r) => [r.siteName, r]));
    expect(bySite["Broadcast OK"]).toMatchObject({ status: "success", response: "pong", errorMessage: null });
    expect(bySite["Broadcast Slow"]).toMatchObject({ status: "timeout", response: null });
    expect(bySite["Broadcast Failing"]).toMatchObject({ status: "failed", errorMessage: "HTTP 500" });
    expect(bySite["Broadcast Slow"]!.responseTime).toBeGreaterThanOrEqual(350);
    await db
      .update(federatedSites)
      .set({ isActive: false })
      .where(
        inArray(
          federatedSites.id,
          sites.map((s) => s.id),
        ),
      );
  });

  it("ends completed when every site succeeds and failed when none does", async () => {
    const a = sim.addSite();
    const siteA = await insertSite(db, { siteUrl: a.url });
    expect(await broadcastCommand({ commandText: "status", createdBy: "admin" }, { allowPrivate: true })).toMatchObject(
      { total: 1, successful: 1, status: "completed" },
    );
    a.update({ commandReply: () => ({ body: { success: false, message: "Unknown command" } }) });
    const failed = await broadcastCommand({ commandText: "reboot", createdBy: "admin" }, { allowPrivate: true });
    expect(failed).toMatchObject({ total: 1, successful: 0, failed: 1, status: "failed" });
    expect((await commandDetails(failed.commandId, FIRST_PAGE))!.responses.rows[0]).toMatchObject({
      status: "failed",
      errorMessage: "Unknown command",
    });
    await db.update(federatedSites).set({ isActive: false }).where(eq(federatedSites.id, siteA.id));
  });
});
