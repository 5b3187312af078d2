/**
 * Per-file setup: the hooks instrumentation.ts registers in the server (lib/register-hooks.ts), an
 * in-memory PGlite database gets the migrations (PostgreSQL got them in global setup), and every test
 * waits for the outbox first tries it started (`sendEmail` outside a request), so none outlives its test.
 */
import { afterEach, beforeAll } from "vitest";
import { getDbHandle } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";
import { firstTriesSettled } from "@/lib/outbox/deliver";
import { registerHooks } from "@/lib/register-hooks";

registerHooks();

beforeAll(async () => {
  const handle = getDbHandle();
  if (handle.driver === "pglite") await applyMigrations(handle);
});

afterEach(() => firstTriesSettled());
