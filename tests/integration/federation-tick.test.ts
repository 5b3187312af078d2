import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { federatedSyncReports } from "@/lib/db/schema";
import { syncSites } from "@/lib/federation/sync";
import { runTick, tickOf } from "@/lib/scheduler/job-runs";
import { findJob, type ScheduledJob } from "@/lib/scheduler/jobs";
import { insertSite } from "@/tests/support/federation";
import { samplePayload, startSimulator, type RemoteSiteSimulator } from "@/tests/support/remote-site-simulator";

let sim: RemoteSiteSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 30 simulated sites answering in 150 ms, and the registry's federated-sync job limited to them (its own name, loopback allowed). */
async function fleet() {
  const remotes = Array.from({ length: 30 }, (_, i) =>
    sim.addSite({ latencyMs: 150, payload: samplePayload(`Tick ${i}`) }),
  );
  const sites = await Promise.all(
    remotes.map(async (remote) => {
      const site = await insertSite(db, { siteUrl: remote.url });
      remote.update({ key: site.key });
      return site;
    }),
  );
  const ids = sites.map((s) => s.id);
  const job: ScheduledJob = {
    ...findJob("federated-sync")!,
    name: `federated-sync-${randomUUID().slice(0, 8)}`,
    run: (tick) => syncSites({ startedAt: tick, siteIds: ids, allowPrivate: true, concurrency: 8 }),
  };
  return { remotes, ids, job };
}

describe("the scheduled federated sync fired on two instances", () => {
  it.each([
    { label: "0 s", skewMs: 0 },
    { label: "0.5 s", skewMs: 500 },
    { label: "30 s", skewMs: 30_000 },
  ])("syncs each of 30 sites once per tick with $label of skew", async ({ skewMs }) => {
    const { remotes, ids, job } = await fleet();
    // One second into the current 6-hour tick, so the 30 s late firing stays in the same tick.
    const firedAt = new Date(tickOf(job, new Date()).getTime() + 1_000);
    const first = runTick(job, firedAt);
    // 0 s and 0.5 s: the second instance fires while the first run is under way; 30 s: after it ended.
    if (skewMs >= 30_000) await first;
    else await sleep(skewMs);
    const second = runTick(job, new Date(firedAt.getTime() + skewMs));
    const outcomes = await Promise.all([first, second]);
    const syncsPerSite = remotes.map((r) => r.requests.length);
    expect(syncsPerSite).toEqual(remotes.map(() => 1));
    expect(await db.select().from(federatedSyncReports).where(inArray(federatedSyncReports.siteId, ids))).toHaveLength(
      30,
    );
    expect(outcomes.map((o) => o.ran).sort()).toEqual([false, true]);
  });

  it("never blocks a manual Sync All Sites press: it syncs again inside a claimed tick", async () => {
    const { remotes, ids, job } = await fleet();
    expect((await runTick(job, new Date(tickOf(job, new Date()).getTime() + 1_000))).ran).toBe(true);
    // What the console's press runs (lib/federation/start-sync.ts): its own run, no tick.
    const manual = await syncSites({ siteIds: ids, allowPrivate: true });
    expect(manual).toMatchObject({ total: 30, success: 30, skipped: 0 });
    expect(remotes.map((r) => r.requests.length)).toEqual(remotes.map(() => 2));
  });
});
