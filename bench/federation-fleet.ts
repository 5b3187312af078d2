/**
 * Shared set-up of the federation benches: a database (a fresh `<db>_bench` on DATABASE_URL's server,
 * else in-memory PGlite), migrated, and a fleet of simulated sites (tests/support/remote-site-simulator.ts)
 * registered in it: `healthy` sites answering after `latencyMs`, plus one that never answers.
 *
 * Sets the environment before the app's modules load (lib/env reads it once), so callers import the
 * modules under test from the returned `load` function.
 */
import { execFileSync } from "node:child_process";
import { startSimulator, type RemoteSiteSimulator } from "@/tests/support/remote-site-simulator";

/** Flags shared by the benches: `--sites 200 --latency 300 --timeout 10000 --concurrency 16`. */
export function benchArgs(defaults: { concurrency: number }) {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  return {
    sites: arg("sites", 200),
    latencyMs: arg("latency", 300),
    timeoutMs: arg("timeout", 10_000),
    concurrency: arg("concurrency", defaults.concurrency),
  };
}

/** The fleet: site ids by role, and the simulator to close. */
export interface Fleet {
  healthyIds: number[];
  deadId: number;
  singleId: number;
  simulator: RemoteSiteSimulator;
  close(): Promise<void>;
}

/** Prepares the database and registers `healthy` + 1 dead + 1 single (for the floor) sites. */
export async function setUpFleet(healthy: number, latencyMs: number): Promise<Fleet> {
  if (process.env.DATABASE_URL) {
    process.env.DATABASE_URL = execFileSync(
      "npx",
      ["tsx", "scripts/fresh-database.ts", process.env.DATABASE_URL, "bench"],
      { encoding: "utf8" },
    ).trim();
  } else {
    process.env.PGLITE_DIR = "memory://";
  }
  process.env.SCHEDULER = "off";
  const { getDbHandle, db } = await import("@/lib/db");
  const { applyMigrations } = await import("@/lib/db/migrate");
  const { federatedSites } = await import("@/lib/db/schema");
  const { generateSiteKey, sealSiteKey } = await import("@/lib/federation/keys");
  await applyMigrations(getDbHandle());

  const simulator = await startSimulator();
  const register = async (name: string, options: Parameters<RemoteSiteSimulator["addSite"]>[0]) => {
    const site = simulator.addSite(options);
    const [row] = await db
      .insert(federatedSites)
      .values({ siteName: name, siteUrl: site.url, isActive: true, ...sealSiteKey(generateSiteKey()) })
      .returning({ id: federatedSites.id });
    return row!.id;
  };
  const healthyIds: number[] = [];
  for (let i = 0; i < healthy; i++)
    healthyIds.push(await register(`Healthy ${i + 1}`, { latencyMs, payload: fleetPayload(i) }));
  const deadId = await register("Dead", { hang: true });
  const singleId = await register("Single", { latencyMs, payload: fleetPayload(-1) });
  return {
    healthyIds,
    deadId,
    singleId,
    simulator,
    close: async () => {
      await simulator.close();
      await getDbHandle().close();
    },
  };
}

/** A modest, realistic payload: 10 TODOs, 5 errors, 4 features, one analytics record. */
function fleetPayload(n: number) {
  return {
    site: { name: `Site ${n}`, version: "2.0.0", deployedAt: new Date().toISOString() },
    todos: Array.from({ length: 10 }, (_, i) => ({
      id: i,
      title: `TODO ${i} of site ${n}`,
      priority: "medium",
      status: "pending",
      category: "general",
    })),
    errors: Array.from({ length: 5 }, (_, i) => ({
      id: i,
      severity: "low",
      errorMessage: `Error ${i}`,
      requestMethod: "GET",
      requestUrl: "/x",
    })),
    features: ["Orders", "Blog", "Shop", "Login"].map((featureName) => ({
      featureName,
      status: "active",
      version: "2.0.0",
    })),
    analytics: {
      landingPageViews: 100,
      landingPageClicks: 20,
      loginAttempts: 5,
      successfulLogins: 5,
      activeUsers: 2,
      totalUsers: 9,
    },
  };
}

/** Wall time of `run`, in milliseconds. */
export async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await run();
  return { ms: Math.round(performance.now() - started), result };
}
