/** Applies the committed SQL migrations in `drizzle/` with the migrator that matches the driver. */
import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { DbHandle } from "./index";

/** Folder of the committed migrations, resolved from the working directory (the project root). */
export const migrationsFolder = path.resolve("drizzle");

/** Applies every pending migration; a no-op when the database is current. */
export async function applyMigrations(handle: Pick<DbHandle, "db" | "driver">): Promise<void> {
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
