/**
 * The database client: embedded PGlite under `PGLITE_DIR` when `DATABASE_URL` is unset, otherwise
 * PostgreSQL through `pg`. One schema and one migration set serve both.
 *
 * The client is created once per process (kept on `globalThis` so hot reload does not open the
 * PGlite folder twice, which PGlite forbids).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { Pool } from "pg";
import { env } from "@/lib/env";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A client and how to release it. `driver` says which migrator applies. */
export interface DbHandle {
  db: Database;
  driver: "pglite" | "pg";
  close: () => Promise<void>;
}

/**
 * Opens a database. `url` (postgres://…) selects `pg`; otherwise `dataDir` is a PGlite folder or `memory://`.
 * Creates the folder's parent first, as PGlite requires.
 */
export function openDatabase(target: { url?: string; dataDir?: string }): DbHandle {
  if (target.url) {
    const pool = new Pool({ connectionString: target.url, max: 10 });
    return { db: drizzlePg(pool, { schema }) as unknown as Database, driver: "pg", close: () => pool.end() };
  }
  const dataDir = target.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = new PGlite(dataDir);
  return { db: drizzlePglite(client, { schema }) as unknown as Database, driver: "pglite", close: () => client.close() };
}

const globalForDb = globalThis as unknown as { __dbHandle?: DbHandle };

/**
 * The process-wide handle configured by the environment, opened on first use: importing this module
 * (as `next build` does while collecting pages) never opens the database.
 */
export function getDbHandle(): DbHandle {
  return (globalForDb.__dbHandle ??= openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR }));
}

/** The process-wide Drizzle client (lazy; see `getDbHandle`). */
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const real = getDbHandle().db;
    const value = Reflect.get(real, property, real) as unknown;
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(real) : value;
  },
});

export { schema };
