/**
 * Runs before `npm run dev` and `npm start`: apply pending migrations, seed, print where to go. Its own
 * connection has no statement timeout: a migration's backfill over years of rows may take minutes,
 * where `DATABASE_STATEMENT_TIMEOUT_MS` is meant for requests.
 */
import { openDatabase } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";
import { seedDatabase } from "@/lib/seed";
import { env } from "@/lib/env";

const handle = openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR, statementTimeoutMs: 0 });
try {
  await applyMigrations(handle);
  const admin = await seedDatabase(handle.db, env);
  const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${env.PGLITE_DIR}`;
  console.log(`\n  Database: ${where}, migrations applied, seed done.`);
  console.log(`  App:      ${env.PUBLIC_BASE_URL}`);
  if (admin?.password)
    console.log(`  Admin:    ${admin.username} / ${admin.password}   (kept in ${env.DATA_DIR}/admin-credentials.json)`);
  else if (admin) console.log(`  Admin:    ${admin.username} (password from ADMIN_PASSWORD)`);
  else console.log("  Admin:    none created: set ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL.");
  console.log("");
} finally {
  await handle.close();
}
