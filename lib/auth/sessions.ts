/**
 * Revocable sessions: the next-auth JWT carries only a session id (`sid`) backed by a `sessions` row.
 * Deleting the row signs the browser out at its next request; so does the row's expiry.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { sessions, users, type User } from "@/lib/db/schema";
import { cutText } from "@/lib/format/text";

/** Session lifetime: 30 days, the same as the JWT's maxAge. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Stores a new session for `userId` and returns its id (32 random bytes, base64url). */
export async function createSession(userId: number, userAgent?: string): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  const expire = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  await db.insert(sessions).values({ sid, sess: { userId, userAgent: userAgent === undefined ? undefined : cutText(userAgent, 200, { marker: "" }) }, expire });
  return sid;
}

/** The active user behind a live session, or null when the session is missing, expired, or the user is inactive. */
export async function findSessionUser(sid: string): Promise<User | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql<number>`(${sessions.sess}->>'userId')::int`))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date()), eq(users.isActive, true)));
  return row?.user ?? null;
}

/** Revokes one session (sign-out). */
export async function deleteSession(sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Revokes every session of `userId` except `keepSid` (after a password change); all of them when `keepSid` is omitted. */
export async function deleteUserSessions(userId: number, keepSid?: string): Promise<void> {
  const ofUser = sql`(${sessions.sess}->>'userId')::int = ${userId}`;
  await db.delete(sessions).where(keepSid ? and(ofUser, ne(sessions.sid, keepSid)) : ofUser);
}
