/**
 * /account's reads (docs/decisions/auth-and-roles.md "Sessions"): the user's live sessions and their sign-in history,
 * both keyset-paged. A session is named to the browser by a handle (a hash of its id), never by the id
 * itself.
 */
import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { auditLog, sessions } from "@/lib/db/schema";
import { cursorKey, keysetQuery, toPage, type KeysetOrder, type PageRequest, type PagedList } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { readTablePage } from "@/lib/db/table-page";
import { SIGN_IN_ACTION } from "@/lib/audit/events";
import { describeUserAgent } from "./user-agent";

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

/** Newest started first, on `sessions_user_created_idx`: the start never moves, so neither does a page. */
const SESSION_ORDER: KeysetOrder = { column: sessions.createdAt, kind: "timestamp", id: sessions.id };

/** One page of the user's live sessions, and how many there are (capped); `currentSid` marks this browser's. */
export async function pageSessions(
  userId: number,
  currentSid: string,
  request: PageRequest,
): Promise<PagedList<SessionRow>> {
  const live = and(eq(sessions.userId, userId), gt(sessions.expire, sql`now()`));
  const keyset = keysetQuery(SESSION_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: sessions.id,
        cursorKey: cursorKey(SESSION_ORDER),
        handle: sessionHandle,
        sid: sessions.sid,
        userAgent: sql<string | null>`${sessions.sess}->>'userAgent'`,
        ipAddress: sessions.ipAddress,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(and(live, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(sessions, live),
  ]);
  const page = toPage(rows, request);
  return {
    page: {
      ...page,
      rows: page.rows.map(({ sid, userAgent, handle, ipAddress, createdAt, lastSeenAt }) => ({
        handle,
        ipAddress,
        createdAt,
        lastSeenAt,
        ...describeUserAgent(userAgent),
        current: sid === currentSid,
      })),
    },
    total,
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
