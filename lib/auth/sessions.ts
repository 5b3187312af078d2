/**
 * Revocable sessions: the next-auth JWT carries only a session id (`sid`) backed by a `sessions` row.
 * Deleting the row signs the browser out at its next request; so does the row's expiry.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { sessions, users, type User } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { cutText } from "@/lib/format/text";

/** Session lifetime: 30 days, the same as the JWT's maxAge. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** How often a session's "last seen" moves at most: one write a minute per session, whatever the traffic. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/**
 * Stores a new session for `userId` and returns its id (32 random bytes, base64url).
 * @param ipAddress the client address (lib/request-ip.ts), shown on /account's list of sessions.
 */
export async function createSession(userId: number, userAgent?: string, ipAddress?: string): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  const expire = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  await db.insert(sessions).values({
    sid,
    sess: { userId, userAgent: userAgent === undefined ? undefined : cutText(userAgent, 200, { marker: "" }) },
    expire,
    userId,
    ipAddress: ipAddress?.slice(0, 45),
  });
  return sid;
}

/**
 * The active user behind a live session, or null when the session is missing, expired, or the user is
 * inactive. Moves the session's `last_seen_at` when it is older than `LAST_SEEN_RESOLUTION_MS`.
 */
export async function findSessionUser(sid: string): Promise<User | null> {
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date()), eq(users.isActive, true)));
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    // The condition is repeated in SQL so concurrent requests of one session write once.
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(sessions.sid, sid),
          lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${LAST_SEEN_RESOLUTION_MS / 1000})`),
        ),
      );
  }
  return row.user;
}

/** Revokes one session (sign-out). */
export async function deleteSession(sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Revokes every session of `userId` except `keepSid` (after a password change); all of them when `keepSid` is omitted. */
export async function deleteUserSessions(userId: number, keepSid?: string): Promise<void> {
  const ofUser = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepSid ? and(ofUser, ne(sessions.sid, keepSid)) : ofUser);
}

/**
 * Ends one of the user's sessions named by its handle (lib/auth/session-queries.ts `sessionHandle`).
 * @throws AppError `not_found` when the user has no such session (already ended, or someone else's).
 */
export async function deleteSessionByHandle(userId: number, handle: string): Promise<void> {
  const handleOf = sql`encode(sha256(convert_to(${sessions.sid}, 'UTF8')), 'hex')`;
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), sql`${handleOf} = ${handle}`))
    .returning({ sid: sessions.sid });
  if (ended.length === 0) throw new AppError("not_found", "This session has already ended.");
}
