/**
 * The routing table cache. Every change to routes or numbers bumps `sms_routing_version` in the change's
 * transaction (`bumpRoutingVersion`); the webhook reads the version inside its claim statement (no extra
 * round trip) and reuses the compiled table while the version is unchanged. The version is a row, so
 * writers serialize on it and a reader never sees a newer version than the data it then loads: the cache
 * is exact across processes and instances, with no time-to-live.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { phoneNumberConfig, smsRoutes, smsRoutingVersion } from "@/lib/db/schema";
import { compileRoutingTable, type RoutingTable } from "./decide-route";

/** SQL reading the current routing version (0 before the first change); embeddable in a larger statement. */
export const routingVersionSql = sql`coalesce((select version from ${smsRoutingVersion} where id = 1), 0)`;

let cached: RoutingTable | null = null;

/** The current routing version, read through `database`. */
export async function readRoutingVersion(database: Database): Promise<number> {
  const [row] = await database
    .select({ version: smsRoutingVersion.version })
    .from(smsRoutingVersion)
    .where(eq(smsRoutingVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Marks routes or numbers as changed; call inside the transaction that changes them, so the new version
 * becomes visible with the change. Concurrent changes serialize on the version row.
 */
export async function bumpRoutingVersion(database: Database): Promise<void> {
  await database
    .insert(smsRoutingVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: smsRoutingVersion.id, set: { version: sql`${smsRoutingVersion.version} + 1` } });
}

/**
 * The compiled table for `version` (read first when not given), from the cache when it holds that
 * version, otherwise read through `database` and compiled. A concurrent reader of an older version never
 * replaces a newer table.
 */
export async function loadRoutingTable(database: Database, version?: number): Promise<RoutingTable> {
  const current = version ?? (await readRoutingVersion(database));
  if (cached?.version === current) return cached;
  // One after the other: a transaction runs its statements on one connection.
  const routes = await database.select().from(smsRoutes);
  const numbers = await database.select().from(phoneNumberConfig);
  const table = compileRoutingTable(routes, numbers, current);
  for (const route of table.broken)
    console.warn(`[sms-routing] route #${route.id} "${route.name}" skipped: ${route.reason}`);
  if (!cached || cached.version <= current) cached = table;
  return table;
}
