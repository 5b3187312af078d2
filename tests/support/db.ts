/**
 * Direct database access for tests (seeding rows, reading the outbox). Refuses any DATABASE_URL whose
 * host is not this machine, so a test run can never touch a shared database.
 */
import { openDatabase, type DbHandle } from "@/lib/db";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** Throws unless `url` points at a database on this machine. */
export function assertLocalDatabaseUrl(url: string): void {
  const host = new URL(url).hostname;
  if (!LOCAL_HOSTS.has(host)) throw new Error(`Refusing to run tests against non-local database host "${host}"`);
}

/** Opens the PostgreSQL database named by DATABASE_URL (required for end-to-end tests). */
export function openTestDatabase(): DbHandle {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error("End-to-end tests need DATABASE_URL (scripts/e2e.sh starts a PostgreSQL server when it is unset)");
  assertLocalDatabaseUrl(url);
  return openDatabase({ url });
}
