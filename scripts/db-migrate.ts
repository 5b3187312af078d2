/** `npm run db:migrate`: apply pending migrations to the configured database. */
import { getDbHandle } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";

const handle = getDbHandle();
try {
  await applyMigrations(handle);
  console.log("Migrations applied.");
} finally {
  await handle.close();
}
