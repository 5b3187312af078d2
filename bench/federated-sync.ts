/**
 * `npm run bench:federated-sync [-- --sites 200 --fleet 1000 --latency 300 --timeout 10000 --concurrency N]`:
 * wall time of one sync run over simulated sites answering after 300 ms, beside the floor measured in
 * the same run (one site's sync alone). Three runs:
 * - `--sites` (200) healthy sites, then the same plus one site that never answers;
 * - `--fleet` (1,000) healthy sites, while a signed SMS webhook request is served every 100 ms in the
 *   same process (as the hub syncs inside the web server, `after()` of `POST /api/csc/sync`), with the
 *   process's memory sampled every 100 ms.
 * Goals: ≤ 3 s for 200 healthy sites; the dead site adds no more than its timeout;
 * ≤ 6 s for 1,000 healthy sites with memory growth ≤ 200 MB and the webhook's p99 ≤ 100 ms. The
 * webhook's floor is its p99 with the hub idle, measured just before. `--concurrency` defaults to
 * FEDERATION_SYNC_CONCURRENCY's default (lib/env.ts). The simulated sites run in this process too, so
 * the webhook figures are pessimistic.
 * DATABASE_URL set: a fresh `<db>_bench` PostgreSQL database; otherwise in-memory PGlite.
 */
import { inArray } from "drizzle-orm";
import { benchArgs, setUpFleet, timed } from "./federation-fleet";
import { webhookProbe } from "./support/webhook-probe";

const TWILIO_TOKEN = "bench-twilio-auth-token";
const PUBLIC_BASE_URL = "https://bench.example.test";
process.env.TWILIO_AUTH_TOKEN = TWILIO_TOKEN;
process.env.PUBLIC_BASE_URL = PUBLIC_BASE_URL;

const fleetArg = process.argv.indexOf("--fleet");
const fleetSize = fleetArg > 0 ? Number(process.argv[fleetArg + 1]) : 1_000;
const args = benchArgs({ concurrency: 0 });
const fleet = await setUpFleet(Math.max(args.sites, fleetSize), args.latencyMs);
const { db } = await import("@/lib/db");
const { federatedSites } = await import("@/lib/db/schema");
const { env } = await import("@/lib/env");
const { syncSites } = await import("@/lib/federation/sync");
const { POST: smsWebhook } = await import("@/app/api/sms/webhook/route");
const concurrency = args.concurrency || env.FEDERATION_SYNC_CONCURRENCY;
const options = { allowPrivate: true, timeoutMs: args.timeoutMs, concurrency };
const smallIds = fleet.healthyIds.slice(0, args.sites);
const fleetIds = fleet.healthyIds.slice(0, fleetSize);

/** Samples the resident set size every 100 ms until `stop()`; answers the peak growth in MB. */
function memoryProbe() {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      return Math.round((peak - before) / 1_048_576);
    },
  };
}

// Warm-up (connections, JIT), then the floor: one site alone.
await syncSites({ ...options, siteIds: [fleet.singleId] });
const floor = await timed(() => syncSites({ ...options, siteIds: [fleet.singleId] }));
const healthy = await timed(() => syncSites({ ...options, siteIds: smallIds }));
const withDead = await timed(() => syncSites({ ...options, siteIds: [...smallIds, fleet.deadId] }));
const stored = await db
  .select({ id: federatedSites.id })
  .from(federatedSites)
  .where(inArray(federatedSites.id, smallIds));

// The webhook alone (its floor), then during the 1,000-site run.
const idleProbe = webhookProbe(smsWebhook, TWILIO_TOKEN, PUBLIC_BASE_URL);
await new Promise((resolve) => setTimeout(resolve, 3_000));
const idle = await idleProbe.stop();
global.gc?.();
const memory = memoryProbe();
const busyProbe = webhookProbe(smsWebhook, TWILIO_TOKEN, PUBLIC_BASE_URL);
const large = await timed(() => syncSites({ ...options, siteIds: fleetIds }));
const busy = await busyProbe.stop();
const growthMb = memory.stop();

const waves = (n: number) => Math.ceil(n / concurrency);
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
console.log(
  `federated sync: latency ${args.latencyMs} ms, concurrency ${concurrency}, per-site timeout ${args.timeoutMs} ms, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
);
console.table({
  "one site (floor)": { wallMs: floor.ms, ratioToOneSite: 1, result: `${floor.result.success} ok` },
  [`${args.sites} healthy`]: {
    wallMs: healthy.ms,
    ratioToOneSite: +(healthy.ms / floor.ms).toFixed(1),
    result: `${healthy.result.success} ok, ${healthy.result.failed} failed`,
  },
  [`${args.sites} healthy + 1 dead`]: {
    wallMs: withDead.ms,
    ratioToOneSite: +(withDead.ms / floor.ms).toFixed(1),
    result: `${withDead.result.success} ok, ${withDead.result.failed} failed`,
  },
  [`${fleetSize} healthy + webhook`]: {
    wallMs: large.ms,
    ratioToOneSite: +(large.ms / floor.ms).toFixed(1),
    result: `${large.result.success} ok, ${large.result.failed} failed`,
  },
});
console.log(
  `lower bounds from the concurrency limit: ${waves(args.sites)} waves × ${args.latencyMs} ms = ${waves(args.sites) * args.latencyMs} ms; ${waves(fleetSize)} waves = ${waves(fleetSize) * args.latencyMs} ms`,
);
console.table({
  [`${args.sites} healthy sites (ms)`]: {
    measured: healthy.ms,
    floor: floor.ms,
    goal: "≤ 3000",
    verdict: verdict(healthy.ms <= 3000),
  },
  "dead site adds (ms)": {
    measured: withDead.ms - healthy.ms,
    floor: 0,
    goal: `≤ ${args.timeoutMs}`,
    verdict: verdict(withDead.ms - healthy.ms <= args.timeoutMs),
  },
  [`${fleetSize} healthy sites (ms)`]: {
    measured: large.ms,
    floor: floor.ms,
    goal: "≤ 6000",
    verdict: verdict(large.ms <= 6000),
  },
  "memory growth (MB)": { measured: growthMb, floor: 0, goal: "≤ 200", verdict: verdict(growthMb <= 200) },
  "webhook p99 during sync (ms)": {
    measured: +busy.p99.toFixed(1),
    floor: +idle.p99.toFixed(1),
    goal: "≤ 100",
    verdict: verdict(busy.p99 <= 100),
  },
  "webhook p50 during sync (ms)": {
    measured: +busy.p50.toFixed(1),
    floor: +idle.p50.toFixed(1),
    goal: "",
    verdict: "",
  },
});
console.log(
  `webhook requests: ${idle.count} idle, ${busy.count} during the sync; non-200 answers: ${idle.failures + busy.failures}`,
);
if (stored.length !== args.sites || healthy.result.success !== args.sites || large.result.success !== fleetSize)
  console.error("some healthy sites did not sync");
await fleet.close();
