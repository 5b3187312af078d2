/**
 * /account's reads (docs/decisions.md "Sessions"): the user's live sessions and their sign-in history.
 * A session is named to the browser by a handle (a hash of its id), never by the id itself.
 */
import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { auditLog, sessions } from "@/lib/db/schema";
import type { KeysetOrder, PageRequest, PagedList } from "@/lib/db/keyset";
import { readTablePage } from "@/lib/db/table-page";
import { SIGN_IN_ACTION } from "@/lib/audit/events";
import { describeUserAgent } from "./user-agent";

/** How many sessions /account lists, the most recently seen first; older ones are counted. */
export const SESSION_LIST_LIMIT = 50;

/** The public handle of a session in SQL: SHA-256 of its id, hex. */
export const sessionHandle = sql<string>`encode(sha256(convert_to(${sessions.sid}, 'UTF8')), 'hex')`;

/** One live session as /account shows it. */
export interface SessionRow {
  handle: string;
  browser: string;
  os: string;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session of the request reading the list. */
  current: boolean;
}

/** The user's live sessions (at most `SESSION_LIST_LIMIT`, on `sessions_user_seen_idx`) and how many there are. */
export async function listSessions(userId: number, currentSid: string): Promise<{ rows: SessionRow[]; total: number }> {
  const live = and(eq(sessions.userId, userId), gt(sessions.expire, sql`now()`));
  const rows = await db
    .select({
      handle: sessionHandle,
      sid: sessions.sid,
      userAgent: sql<string | null>`${sessions.sess}->>'userAgent'`,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(live)
    .orderBy(desc(sessions.lastSeenAt))
    .limit(SESSION_LIST_LIMIT);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(sessions)
    .where(live);
  return {
    rows: rows.map(({ sid, userAgent, ...row }) => ({
      ...row,
      ...describeUserAgent(userAgent),
      current: sid === currentSid,
    })),
    total: count?.total ?? 0,
  };
}

/** Newest first, on the partial index `audit_log_sign_in_actor_idx`. */
const HISTORY_ORDER: KeysetOrder = { column: auditLog.at, kind: "timestamp", id: auditLog.id };

/** One page of the user's sign-in attempts (both steps, passed and refused). */
export function pageSignInHistory(
  userId: number,
  request: PageRequest,
): Promise<PagedList<typeof auditLog.$inferSelect>> {
  return readTablePage(
    auditLog,
    HISTORY_ORDER,
    request,
    and(eq(auditLog.actorId, userId), eq(auditLog.action, SIGN_IN_ACTION)),
  );
}
