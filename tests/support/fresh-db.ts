/** A brand-new empty database for tests that must start from nothing: in-memory PGlite, or a fresh database on DATABASE_URL's server. */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { openDatabase, type DbHandle } from "@/lib/db";

/** Opens an empty, unmigrated database; close it when done. */
export function openEmptyDatabase(): DbHandle {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: "memory://" });
  const suffix = `empty_${randomBytes(4).toString("hex")}`;
  const fresh = execFileSync("npx", ["tsx", "scripts/fresh-database.ts", url, suffix], { encoding: "utf8" }).trim();
  return openDatabase({ url: fresh });
}
