/**
 * `npm run bench:federated-sync [-- --sites 200 --latency 300 --timeout 10000 --concurrency 16]`:
 * wall time of one sync run over 200 simulated sites answering after 300 ms, without and with one site
 * that never answers, beside the floor measured in the same run (one site's sync alone).
 * Goal (issue 5): ≤ 3 s for the 200 healthy sites; the dead site adds no more than its timeout.
 * DATABASE_URL set: a fresh `<db>_bench` PostgreSQL database; otherwise in-memory PGlite.
 */
import { inArray } from "drizzle-orm";
import { benchArgs, setUpFleet, timed } from "./federation-fleet";

const args = benchArgs({ concurrency: 16 });
const fleet = await setUpFleet(args.sites, args.latencyMs);
const { db } = await import("@/lib/db");
const { federatedSites } = await import("@/lib/db/schema");
const { syncSites } = await import("@/lib/federation/sync");
const options = { allowPrivate: true, timeoutMs: args.timeoutMs, concurrency: args.concurrency };

// Warm-up (connections, JIT), then the floor: one site alone.
await syncSites({ ...options, siteIds: [fleet.singleId] });
const floor = await timed(() => syncSites({ ...options, siteIds: [fleet.singleId] }));
const healthy = await timed(() => syncSites({ ...options, siteIds: fleet.healthyIds }));
const withDead = await timed(() => syncSites({ ...options, siteIds: [...fleet.healthyIds, fleet.deadId] }));
const stored = await db.select({ id: federatedSites.id }).from(federatedSites).where(inArray(federatedSites.id, fleet.healthyIds));

const waves = Math.ceil(args.sites / args.concurrency);
console.log(`federated sync: ${args.sites} sites at ${args.latencyMs} ms, concurrency ${args.concurrency}, per-site timeout ${args.timeoutMs} ms, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
console.table({
  "one site (floor)": { wallMs: floor.ms, ratioToOneSite: 1, result: `${floor.result.success} ok` },
  [`${args.sites} healthy`]: { wallMs: healthy.ms, ratioToOneSite: +(healthy.ms / floor.ms).toFixed(1), result: `${healthy.result.success} ok, ${healthy.result.failed} failed` },
  [`${args.sites} healthy + 1 dead`]: { wallMs: withDead.ms, ratioToOneSite: +(withDead.ms / floor.ms).toFixed(1), result: `${withDead.result.success} ok, ${withDead.result.failed} failed` },
});
console.log(`lower bound from the concurrency limit: ${waves} waves × ${args.latencyMs} ms = ${waves * args.latencyMs} ms`);
console.log(`goal ≤ 3000 ms for the healthy fleet: ${healthy.ms <= 3000 ? "met" : "missed"}`);
console.log(`dead site added ${withDead.ms - healthy.ms} ms (its timeout: ${args.timeoutMs} ms): ${withDead.ms - healthy.ms <= args.timeoutMs ? "within" : "over"}`);
if (stored.length !== args.sites || healthy.result.success !== args.sites) console.error("some healthy sites did not sync");
await fleet.close();
