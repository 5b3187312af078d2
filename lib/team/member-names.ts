/**
 * Names of team members by username, for records that keep the username of who acted (lead events,
 * `sms_messages.sent_by`, `lead_emails.sent_by`, like the audit log's username snapshot).
 */
import "server-only";
import { inArray } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { memberName } from "./member-name";

/**
 * Each username's name (see `memberName`); a username with no account any more is missing from the
 * map, and callers show the username itself. One query on `users_username_unique`.
 */
export async function memberNamesByUsername(
  database: Database,
  usernames: Iterable<string>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(usernames)];
  if (wanted.length === 0) return new Map();
  const rows = await database
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.username, wanted));
  return new Map(rows.map((row) => [row.username, memberName(row)]));
}
