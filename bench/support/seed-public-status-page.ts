/**
 * Run by bench/public-pages.ts after `db-prepare` as `tsx bench/support/seed-public-status-page.ts <slug>`: a
 * published status page at `/status/<slug>` over 20 monitored
 * sites with 90 days of hourly rollups (bench/support/status-page-seed.ts), so the bench measures the third
 * kind of public page beside the landing page. Skipped when the page already exists (a reused database).
 * Prints the page's path on its last line of standard output.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { seedStatusFleet } from "./status-page-seed";

const slug = process.argv[2]!;

const handle = openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR, statementTimeoutMs: 0 });
try {
  const existing = await handle.db.execute(sql`select 1 from status_pages where slug = ${slug}`);
  if ((existing as unknown as { rows: unknown[] }).rows.length === 0)
    await seedStatusFleet(handle.db, { sites: 20, days: 90, components: 20, slug: slug });
  console.log(`/status/${slug}`);
} finally {
  await handle.close();
}
