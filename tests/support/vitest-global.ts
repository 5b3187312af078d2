/**
 * Vitest global setup. On PostgreSQL (DATABASE_URL set): refuse a non-local server, create a fresh
 * `<db>_unit` database and apply the migrations once, before any worker starts.
 */
import { execFileSync } from "node:child_process";
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
}
