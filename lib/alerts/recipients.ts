/**
 * The alerts' default recipients: the active admins whose `admin_settings.error_email_enabled` is on
 * (no row counts as on, the spec's default: docs/spec/operator-console.md §3). Critical errors of this
 * app go to them, and so does any rule that picked no channel when `ADMIN_EMAIL` is unset.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { adminSettings, users } from "@/lib/db/schema";

/** E-mail addresses of the active admins who want error e-mails, in no particular order. */
export async function alertRecipients(database: Database): Promise<string[]> {
  const rows = await database
    .select({ email: users.email })
    .from(users)
    .leftJoin(adminSettings, eq(adminSettings.userId, users.id))
    // No settings row reads as the column's default.
    .where(and(eq(users.isActive, true), sql`coalesce(${adminSettings.errorEmailEnabled}, ${adminSettings.errorEmailEnabled.default as boolean})`));
  return rows.map((row) => row.email);
}
