/** Revocable sessions against a real database (lib/auth/sessions.ts). */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession, deleteSession, deleteUserSessions, findSessionUser } from "@/lib/auth/sessions";
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
    await db.update(sessions).set({ expire: new Date(Date.now() - 1000) }).where(eq(sessions.sid, sid));
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
    const [current, older, otherUsers] = [await createSession(user.id), await createSession(user.id), await createSession(other.id)];

    await deleteUserSessions(user.id, current);
    expect((await findSessionUser(current))?.id).toBe(user.id);
    expect(await findSessionUser(older)).toBeNull();
    expect((await findSessionUser(otherUsers))?.id).toBe(other.id);

    await deleteUserSessions(user.id);
    expect(await findSessionUser(current)).toBeNull();
  });
});
