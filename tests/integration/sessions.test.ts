/** Revocable sessions against a real database (lib/auth/sessions.ts). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageSessions } from "@/lib/auth/session-queries";
import {
  createSession,
  deleteSession,
  deleteSessionByHandle,
  deleteUserSessions,
  findSessionUser,
  LAST_SEEN_RESOLUTION_MS,
} from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { sessions, users } from "@/lib/db/schema";
import { createTestUser } from "../support/users";

describe("sessions", () => {
  it("finds the user behind a live session", async () => {
    const user = await createTestUser(db, "session");
    const sid = await createSession(user.id, "vitest");
    expect((await findSessionUser(sid))?.id).toBe(user.id);
  });

  it("gives no user once the session row is deleted", async () => {
    const user = await createTestUser(db, "session");
    const sid = await createSession(user.id);
    await deleteSession(sid);
    expect(await findSessionUser(sid)).toBeNull();
  });

  it("gives no user for an expired session row", async () => {
    const user = await createTestUser(db, "session");
    const sid = await createSession(user.id);
    await db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, sid));
    expect(await findSessionUser(sid)).toBeNull();
  });

  it("gives no user for an inactive account", async () => {
    const user = await createTestUser(db, "session");
    const sid = await createSession(user.id);
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(await findSessionUser(sid)).toBeNull();
  });

  it("deleteUserSessions keeps the current session and revokes the user's others, not other users'", async () => {
    const [user, other] = [await createTestUser(db, "session"), await createTestUser(db, "session")];
    const [current, older, otherUsers] = [
      await createSession(user.id),
      await createSession(user.id),
      await createSession(other.id),
    ];

    await deleteUserSessions(user.id, current);
    expect((await findSessionUser(current))?.id).toBe(user.id);
    expect(await findSessionUser(older)).toBeNull();
    expect((await findSessionUser(otherUsers))?.id).toBe(other.id);

    await deleteUserSessions(user.id);
    expect(await findSessionUser(current)).toBeNull();
  });
});

describe("the sessions /account lists", () => {
  it("names each live session by browser, system and address, marks this one, and signs out another by its handle", async () => {
    const user = await createTestUser(db, "session-list");
    const here = await createSession(
      user.id,
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "198.51.100.7",
    );
    const phone = await createSession(
      user.id,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "203.0.113.9",
    );
    const {
      page: { rows },
      total,
    } = await pageSessions(user.id, here, { cursor: null, dir: "next", size: 25 });
    expect(total).toEqual({ count: 2, capped: false });
    expect(rows.map((r) => [r.browser, r.os, r.ipAddress, r.current]).sort()).toEqual([
      ["Chrome 131", "Linux", "198.51.100.7", true],
      ["Safari 17", "iOS", "203.0.113.9", false],
    ]);
    const other = rows.find((r) => !r.current)!;
    expect(other.handle).not.toContain(phone);
    // Another user cannot end it with its handle.
    const stranger = await createTestUser(db, "session-list");
    await expect(deleteSessionByHandle(stranger.id, other.handle)).rejects.toMatchObject({ code: "not_found" });
    await deleteSessionByHandle(user.id, other.handle);
    expect(await findSessionUser(phone)).toBeNull();
    expect((await findSessionUser(here))?.id).toBe(user.id);
  });

  it("pages through many sessions, the newest sign-in first, and back, without losing or repeating one", async () => {
    const user = await createTestUser(db, "session-list");
    const sids: string[] = [];
    for (let i = 0; i < 5; i++) sids.push(await createSession(user.id, `Browser ${i}`, "198.51.100.8"));
    const first = await pageSessions(user.id, sids[4]!, { cursor: null, dir: "next", size: 2 });
    expect(first.total).toEqual({ count: 5, capped: false });
    expect(first.page.rows.map((row) => row.current)).toEqual([true, false]);
    expect(first.page.prevCursor).toBeNull();
    const second = await pageSessions(user.id, sids[4]!, { cursor: first.page.nextCursor, dir: "next", size: 2 });
    const third = await pageSessions(user.id, sids[4]!, { cursor: second.page.nextCursor, dir: "next", size: 2 });
    expect(third.page.rows).toHaveLength(1);
    expect(third.page.nextCursor).toBeNull();
    const handles = [...first.page.rows, ...second.page.rows, ...third.page.rows].map((row) => row.handle);
    expect(new Set(handles).size).toBe(5);
    // Using a session moves its last-seen time, never its place in the list.
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.sid, sids[0]!));
    const back = await pageSessions(user.id, sids[4]!, { cursor: third.page.prevCursor, dir: "prev", size: 2 });
    expect(back.page.rows.map((row) => row.handle)).toEqual(second.page.rows.map((row) => row.handle));
  });

  it("moves last seen at most once a minute", async () => {
    const user = await createTestUser(db, "session-list");
    const sid = await createSession(user.id);
    const lastSeen = async () =>
      (await db.select().from(sessions).where(eq(sessions.sid, sid)))[0]!.lastSeenAt.getTime();
    const first = await lastSeen();
    await findSessionUser(sid);
    expect(await lastSeen()).toBe(first);
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * LAST_SEEN_RESOLUTION_MS) })
      .where(eq(sessions.sid, sid));
    await findSessionUser(sid);
    expect(await lastSeen()).toBeGreaterThan(Date.now() - 10_000);
  });
});
