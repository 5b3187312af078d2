/**
 * `npm run bench:uptime [-- --sites 1000 --latency 300 --failing 5 --timeout 5000 --concurrency N]`:
 * one uptime pass over `--sites` (1,000) monitored loopback sites (tests/support/remote-site-simulator.ts)
 * answering their health path after `--latency` ms, `--failing` % of them with HTTP 500, plus one that
 * never answers, while a signed SMS webhook request is served every 100 ms in the same process (the
 * uptime job runs inside the web server). Prints, each beside its floor measured in the same run:
 * - the pass's wall time (goal ≤ 10 s; floor: one site's check alone, and the waves × latency bound);
 * - the webhook's p99 during the pass (goal ≤ 100 ms; floor: its p99 with the server idle);
 * - database bytes per monitor per day at the default 60 s interval, heartbeats and hourly rollups (floor:
 *   the rows' own data, without page, tuple and index overhead), and the storage for 1,000 sites over
 *   a year (7 days of heartbeats plus a year of rollups).
 * The monitors' timeout is `--timeout` (5 s): with the default 10 s, the never-answering site alone would
 * take the whole budget. `--concurrency` defaults to UPTIME_CHECK_CONCURRENCY's default (lib/env.ts).
 * DATABASE_URL set: a fresh `<db>_uptimebench` PostgreSQL database; otherwise in-memory PGlite.
 */
import { execFileSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { startSimulator } from "@/tests/support/remote-site-simulator";
import { webhookProbe } from "./support/webhook-probe";

const TWILIO_TOKEN = "bench-twilio-auth-token";
const PUBLIC_BASE_URL = "https://bench.example.test";
process.env.TWILIO_AUTH_TOKEN = TWILIO_TOKEN;
process.env.PUBLIC_BASE_URL = PUBLIC_BASE_URL;
process.env.SCHEDULER = "off";
if (process.env.DATABASE_URL) {
  process.env.DATABASE_URL = execFileSync(
    "npx",
    ["tsx", "scripts/fresh-database.ts", process.env.DATABASE_URL, "uptimebench"],
    { encoding: "utf8" },
  ).trim();
} else {
  process.env.PGLITE_DIR = "memory://";
}

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SITES = arg("sites", 1_000);
const LATENCY_MS = arg("latency", 300);
const FAILING_PERCENT = arg("failing", 5);
const TIMEOUT_MS = arg("timeout", 5_000);
/** Checks a day per monitor at the default 60 s interval. */
const CHECKS_PER_DAY = 1_440;
/** Monitors of the synthetic day the storage figures are measured on (enough rows that page rounding vanishes). */
const STORAGE_MONITORS = 100;

const { db, getDbHandle } = await import("@/lib/db");
const { applyMigrations } = await import("@/lib/db/migrate");
const { federatedSites, siteMonitors } = await import("@/lib/db/schema");
const { env } = await import("@/lib/env");
const { generateSiteKey, sealSiteKey } = await import("@/lib/federation/keys");
const { checkMonitorNow, runUptimeChecks } = await import("@/lib/uptime/runner");
const { POST: smsWebhook } = await import("@/app/api/sms/webhook/route");
await applyMigrations(getDbHandle());
const concurrency = arg("concurrency", env.UPTIME_CHECK_CONCURRENCY);

// The fleet: SITES sites (the first FAILING_PERCENT % answering 500), one that never answers, one for the floor.
const simulator = await startSimulator();
const failing = Math.round((SITES * FAILING_PERCENT) / 100);
const remotes = [
  ...Array.from({ length: SITES }, (_, i) => ({
    name: `Uptime ${i + 1}`,
    site: simulator.addSite({ latencyMs: LATENCY_MS, ...(i < failing ? { failWith: 500 } : {}) }),
  })),
  { name: "Never answers", site: simulator.addSite({ hang: true }) },
  { name: "Floor", site: simulator.addSite({ latencyMs: LATENCY_MS }) },
];
const ids: number[] = [];
for (const remote of remotes) {
  const [row] = await db
    .insert(federatedSites)
    .values({ siteName: remote.name, siteUrl: remote.site.url, ...sealSiteKey(generateSiteKey()) })
    .returning({ id: federatedSites.id });
  ids.push(row!.id);
}
await db
  .insert(siteMonitors)
  .values(ids.map((siteId) => ({ siteId, checkPath: "/api/federated/health", timeoutMs: TIMEOUT_MS, retries: 1 })));
const floorId = ids.at(-1)!;
const fleetIds = ids.slice(0, -1);

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const result = await run();
  return { ms: Math.round(performance.now() - started), result };
};

// Warm-up (connections, JIT), then the floor: one check alone.
await checkMonitorNow(floorId, { allowPrivate: true });
const floor = await timed(() => checkMonitorNow(floorId, { allowPrivate: true }));

const idleProbe = webhookProbe(smsWebhook, TWILIO_TOKEN, PUBLIC_BASE_URL);
await new Promise((resolve) => setTimeout(resolve, 3_000));
const idle = await idleProbe.stop();
const busyProbe = webhookProbe(smsWebhook, TWILIO_TOKEN, PUBLIC_BASE_URL);
// Every monitor but the floor's (checked just now, so not due) is due: the pass takes them all, as a tick would.
const pass = await timed(() => runUptimeChecks({ allowPrivate: true, concurrency }));
const busy = await busyProbe.stop();

// Storage: a synthetic day of checks for STORAGE_MONITORS monitors (the pass's rows shape them), then a
// year of hourly rollups for the same monitors; bytes measured as the growth of table + indexes.
const size = async (table: string) => {
  const result = await db.execute(sql`select pg_total_relation_size(${table}::regclass)::float8 as bytes`);
  return Number((result as unknown as { rows: { bytes: number }[] }).rows[0]!.bytes);
};
const dataBytes = async (table: string) => {
  const result = await db.execute(sql.raw(`select avg(pg_column_size(t.*))::float8 as bytes from ${table} t`));
  return Number((result as unknown as { rows: { bytes: number }[] }).rows[0]!.bytes);
};
const storageIds = fleetIds.slice(failing, failing + STORAGE_MONITORS);
const idList = sql.join(
  storageIds.map((id) => sql`${id}`),
  sql`, `,
);
const heartbeatsBefore = await size("uptime_heartbeats");
await db.execute(sql`
  insert into uptime_heartbeats (site_id, checked_at, status, response_ms, http_status)
  select m.id, now() - interval '2 days' + make_interval(mins => g), 'up', 250 + (g % 100), 200
  from unnest(array[${idList}]::int[]) as m(id), generate_series(0, ${CHECKS_PER_DAY - 1}) as g`);
const heartbeatBytes = ((await size("uptime_heartbeats")) - heartbeatsBefore) / (STORAGE_MONITORS * CHECKS_PER_DAY);
const heartbeatData = await dataBytes("uptime_heartbeats");
const rollupsBefore = await size("uptime_rollups");
await db.execute(sql`
  insert into uptime_rollups (site_id, hour, up_count, down_count, response_samples, min_response_ms, avg_response_ms, max_response_ms)
  select m.id, date_trunc('hour', now()) - interval '8 days' - make_interval(hours => g), 60, 0, 60, 240, 300, 900
  from unnest(array[${idList}]::int[]) as m(id), generate_series(0, 365 * 24 - 1) as g`);
const rollupBytes = ((await size("uptime_rollups")) - rollupsBefore) / (STORAGE_MONITORS * 365 * 24);
const rollupData = await dataBytes("uptime_rollups");

const perDay = { heartbeats: heartbeatBytes * CHECKS_PER_DAY, rollups: rollupBytes * 24 };
const floorPerDay = { heartbeats: heartbeatData * CHECKS_PER_DAY, rollups: rollupData * 24 };
const yearFor1000 = 1_000 * (7 * perDay.heartbeats + 365 * perDay.rollups);
const mb = (bytes: number) => +(bytes / 1_048_576).toFixed(1);

const waves = Math.ceil((SITES + 1) / concurrency);
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
const s = pass.result;
console.log(
  `uptime pass: ${SITES} sites + 1 never answering, ${failing} answering 500, latency ${LATENCY_MS} ms, timeout ${TIMEOUT_MS} ms, concurrency ${concurrency}, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
);
console.log(
  `checks: ${s.checked} (${s.up} up, ${s.pending} pending, ${s.down} down, ${s.lost} lost); lower bound from the concurrency limit: ${waves} waves × ${LATENCY_MS} ms = ${waves * LATENCY_MS} ms, or the timeout ${TIMEOUT_MS} ms`,
);
console.table({
  "pass wall time (ms)": { measured: pass.ms, floor: floor.ms, goal: "≤ 10000", verdict: verdict(pass.ms <= 10_000) },
  "webhook p99 during the pass (ms)": {
    measured: +busy.p99.toFixed(1),
    floor: +idle.p99.toFixed(1),
    goal: "≤ 100",
    verdict: verdict(busy.p99 <= 100),
  },
  "webhook p50 during the pass (ms)": {
    measured: +busy.p50.toFixed(1),
    floor: +idle.p50.toFixed(1),
    goal: "",
    verdict: "",
  },
  "heartbeat bytes / monitor / day": {
    measured: Math.round(perDay.heartbeats),
    floor: Math.round(floorPerDay.heartbeats),
    goal: "",
    verdict: "",
  },
  "rollup bytes / monitor / day": {
    measured: Math.round(perDay.rollups),
    floor: Math.round(floorPerDay.rollups),
    goal: "",
    verdict: "",
  },
});
console.log(
  `storage for 1,000 sites: ${mb(1_000 * 7 * perDay.heartbeats)} MB of heartbeats (7 days) + ${mb(1_000 * 365 * perDay.rollups)} MB of rollups (a year) = ${mb(yearFor1000)} MB after a year (400 days of rollups: ${mb(1_000 * 400 * perDay.rollups)} MB)`,
);
console.log(
  `webhook requests: ${idle.count} idle, ${busy.count} during the pass; non-200 answers: ${idle.failures + busy.failures}`,
);
if (s.checked !== SITES + 1 || s.up !== SITES - failing)
  console.error(`expected ${SITES + 1} checks with ${SITES - failing} up`);
await simulator.close();
await getDbHandle().close();
