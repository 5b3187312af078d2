/** Reads and writes an admin's `admin_settings.error_email_enabled` (on when no row exists: the spec's default). */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { adminSettings } from "@/lib/db/schema";

/** Whether `userId` receives critical-error e-mails. */
export async function getErrorEmailEnabled(database: Database, userId: number): Promise<boolean> {
  const [row] = await database.select({ enabled: adminSettings.errorEmailEnabled }).from(adminSettings).where(eq(adminSettings.userId, userId));
  return row?.enabled ?? true;
}

/** Stores the choice of `userId`, creating the settings row when missing. */
export async function setErrorEmailEnabled(database: Database, userId: number, enabled: boolean): Promise<void> {
  await database
    .insert(adminSettings)
    .values({ userId, errorEmailEnabled: enabled })
    .onConflictDoUpdate({ target: adminSettings.userId, set: { errorEmailEnabled: enabled } });
}
