/**
 * Vitest global setup. On PostgreSQL (DATABASE_URL set): refuse a non-local server, create a fresh
 * `<db>_unit` database, apply the migrations once, and clone it for each worker (`<db>_unit_w<N>`, read by
 * tests/support/vitest-worker-database.ts), before any worker starts.
 */
import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { Client } from "pg";
import { openDatabase } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";
import { assertLocalDatabaseUrl } from "./db";

export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  assertLocalDatabaseUrl(url);
  const fresh = execFileSync("npx", ["tsx", "scripts/fresh-database.ts", url, "unit"], { encoding: "utf8" }).trim();
  process.env.DATABASE_URL = fresh;
  const handle = openDatabase({ url: fresh });
  await applyMigrations(handle);
  await handle.close();

  // A template must have no other connection while it is copied.
  const template = new URL(fresh).pathname.slice(1);
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    for (let worker = 1; worker <= Math.max(availableParallelism(), 4); worker++) {
      await admin.query(`DROP DATABASE IF EXISTS "${template}_w${worker}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${template}_w${worker}" TEMPLATE "${template}"`);
    }
  } finally {
    await admin.end();
  }
}
