/**
 * `npm run bench:broadcast [-- --sites 200 --latency 300 --timeout 10000 --concurrency 64]`: wall time
 * of one command broadcast to 200 simulated sites answering after 300 ms, without and with one site
 * that never answers, beside the floor measured in the same run (a broadcast to one site).
 * Goal: ≤ 3 s for the 200 healthy sites; the dead site adds no more than its timeout.
 */
import { eq, inArray, not } from "drizzle-orm";
import { benchArgs, setUpFleet, timed } from "./federation-fleet";

const args = benchArgs({ concurrency: 64 });
const fleet = await setUpFleet(args.sites, args.latencyMs);
const { db } = await import("@/lib/db");
const { federatedSites } = await import("@/lib/db/schema");
const { broadcastCommand } = await import("@/lib/federation/broadcast");
const options = { allowPrivate: true, timeoutMs: args.timeoutMs, concurrency: args.concurrency, source: "bench" };
const input = { commandText: "ping", createdBy: "bench" };
/** Broadcast goes to every active site: activate exactly `ids`. */
const activate = async (ids: number[]) => {
  await db
    .update(federatedSites)
    .set({ isActive: false })
    .where(not(inArray(federatedSites.id, ids)));
  await db.update(federatedSites).set({ isActive: true }).where(inArray(federatedSites.id, ids));
};

await activate([fleet.singleId]);
await broadcastCommand(input, options);
const floor = await timed(() => broadcastCommand(input, options));
await activate(fleet.healthyIds);
const healthy = await timed(() => broadcastCommand(input, options));
await activate([...fleet.healthyIds, fleet.deadId]);
const withDead = await timed(() => broadcastCommand(input, options));
const [dead] = await db.select().from(federatedSites).where(eq(federatedSites.id, fleet.deadId));

const waves = Math.ceil(args.sites / args.concurrency);
console.log(
  `broadcast: ${args.sites} sites at ${args.latencyMs} ms, concurrency ${args.concurrency}, per-site timeout ${args.timeoutMs} ms, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
);
console.table({
  "one site (floor)": {
    wallMs: floor.ms,
    ratioToOneSite: 1,
    result: `${floor.result.successful}/${floor.result.total} ok`,
  },
  [`${args.sites} healthy`]: {
    wallMs: healthy.ms,
    ratioToOneSite: +(healthy.ms / floor.ms).toFixed(1),
    result: `${healthy.result.successful}/${healthy.result.total} ok`,
  },
  [`${args.sites} healthy + 1 dead`]: {
    wallMs: withDead.ms,
    ratioToOneSite: +(withDead.ms / floor.ms).toFixed(1),
    result: `${withDead.result.successful}/${withDead.result.total} ok (${dead?.siteName} timed out)`,
  },
});
console.log(
  `lower bound from the concurrency limit: ${waves} waves × ${args.latencyMs} ms = ${waves * args.latencyMs} ms`,
);
console.log(`goal ≤ 3000 ms for the healthy fleet: ${healthy.ms <= 3000 ? "met" : "missed"}`);
console.log(
  `dead site added ${withDead.ms - healthy.ms} ms (its timeout: ${args.timeoutMs} ms): ${withDead.ms - healthy.ms <= args.timeoutMs ? "within" : "over"}`,
);
await fleet.close();
