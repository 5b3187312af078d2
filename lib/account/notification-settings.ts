/**
 * Per-person notifications (docs/decisions/auth-and-roles.md "Per-person notifications"): which e-mails each user chose in
 * `admin_settings`, and the one rule of who receives each kind — the active users who opted in, or, when
 * nobody did, `ADMIN_EMAIL` (the console's admin, README "Environment variables"). Critical-error e-mails, alert
 * e-mails without a channel and the weekly digest all ask `notificationRecipients`.
 */
import { and, eq, sql } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import { adminSettings, users } from "@/lib/db/schema";
import { env } from "@/lib/env";

/** The e-mails a user can choose, each an `admin_settings` column (whose default holds for a user without a row). */
const NOTIFICATION_COLUMNS = {
  "error-emails": "errorEmailEnabled",
  "alert-emails": "alertEmailEnabled",
  "weekly-digest": "digestEmailEnabled",
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_COLUMNS;

/** The column's value, or its default when the user has no settings row. */
function chosen(kind: NotificationKind) {
  const column = adminSettings[NOTIFICATION_COLUMNS[kind]];
  return sql<boolean>`coalesce(${column}, ${column.default as boolean})`;
}

/** Each kind's choice of `userId` (the defaults when they never chose); throws when there is no such user. */
export async function notificationSettings(userId: number): Promise<Record<NotificationKind, boolean>> {
  const [row] = await db
    .select({
      "error-emails": chosen("error-emails"),
      "alert-emails": chosen("alert-emails"),
      "weekly-digest": chosen("weekly-digest"),
    })
    .from(users)
    .leftJoin(adminSettings, eq(adminSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

/** Stores `userId`'s choice of `kind`, creating the settings row when missing. */
export async function setNotificationSetting(
  database: Database,
  userId: number,
  kind: NotificationKind,
  enabled: boolean,
): Promise<void> {
  const choice = { [NOTIFICATION_COLUMNS[kind]]: enabled };
  await database
    .insert(adminSettings)
    .values({ userId, ...choice })
    .onConflictDoUpdate({ target: adminSettings.userId, set: choice });
}

/**
 * Who receives `kind`: the e-mail addresses of the active users who opted in (in no particular order), or
 * `[fallback]` when nobody did (none when there is no fallback either). The fallback is `ADMIN_EMAIL` for
 * every kind; tests name another. The team is small: one query.
 */
export async function notificationRecipients(
  database: Database,
  kind: NotificationKind,
  fallback: string | null | undefined = env.ADMIN_EMAIL,
): Promise<string[]> {
  const rows = await database
    .select({ email: users.email })
    .from(users)
    .leftJoin(adminSettings, eq(adminSettings.userId, users.id))
    .where(and(eq(users.isActive, true), chosen(kind)));
  if (rows.length > 0) return rows.map((row) => row.email);
  return fallback ? [fallback] : [];
}
