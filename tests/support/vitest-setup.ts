/** Per-file setup: an in-memory PGlite database gets the migrations (PostgreSQL got them in global setup). */
import { beforeAll } from "vitest";
import { getDbHandle } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";

beforeAll(async () => {
  const handle = getDbHandle();
  if (handle.driver === "pglite") await applyMigrations(handle);
});
