/**
 * Per-person notifications (docs/decisions/auth-and-roles.md "Per-person notifications"): each user turns alert e-mails and
 * the weekly digest on or off on /account; each kind goes to the active users who opted in, and only when
 * nobody did to the configured address (`ADMIN_EMAIL`, or the digest schedule's recipient). Runs on PGlite
 * and on PostgreSQL (scripts/with-postgres.sh).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db, type Database } from "@/lib/db";
import { adminSettings, users } from "@/lib/db/schema";
import type { SessionUser } from "@/lib/auth/session";
import { setNotificationAction } from "@/lib/account/actions";
import { notificationRecipients, notificationSettings } from "@/lib/account/notification-settings";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "198.51.100.44" }) }));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => session.user,
}));

const FALLBACK = "agency@example.test";
const created: TestUser[] = [];
let ann: TestUser;
let bob: TestUser;

/** Runs `work` in a transaction that is rolled back, so the whole team's choices can be set without touching other tests. */
async function rolledBack(work: (tx: Database) => Promise<void>): Promise<void> {
  const rollback = new Error("rollback");
  await expect(
    db.transaction(async (tx) => {
      await work(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}

beforeAll(async () => {
  ann = await createTestUser(db, "notify-ann", "staff");
  bob = await createTestUser(db, "notify-bob", "viewer");
  created.push(ann, bob);
});
afterAll(() => deleteTestUsers(db, created));

describe("notification settings", () => {
  it("starts with error e-mails on and alerts and digest off, and saves each choice of the signed-in user", async () => {
    expect(await notificationSettings(ann.id)).toEqual({
      "error-emails": true,
      "alert-emails": false,
      "weekly-digest": false,
    });
    session.user = await sessionUserOf(db, ann);
    expect(await setNotificationAction({ notification: "alert-emails", enabled: true })).toEqual({
      ok: true,
      data: { notification: "alert-emails", enabled: true },
    });
    expect(await setNotificationAction({ notification: "weekly-digest", enabled: true })).toMatchObject({ ok: true });
    expect(await setNotificationAction({ notification: "weekly-digest", enabled: false })).toMatchObject({ ok: true });
    expect(await notificationSettings(ann.id)).toEqual({
      "error-emails": true,
      "alert-emails": true,
      "weekly-digest": false,
    });
    // A viewer chooses their own e-mails too; nobody else's changes.
    session.user = await sessionUserOf(db, bob);
    expect(await setNotificationAction({ notification: "weekly-digest", enabled: true })).toMatchObject({ ok: true });
    expect(await notificationSettings(bob.id)).toMatchObject({ "weekly-digest": true, "alert-emails": false });
    expect(await notificationSettings(ann.id)).toMatchObject({ "weekly-digest": false });
    expect(await setNotificationAction({ notification: "sms" as "alert-emails", enabled: true })).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Choose an e-mail from the list",
    });
  });
});

describe("who receives each kind", () => {
  it("sends to the active users who opted in, else to the configured address", async () => {
    await rolledBack(async (tx) => {
      await tx.update(adminSettings).set({ alertEmailEnabled: false, digestEmailEnabled: false });
      expect(await notificationRecipients(tx, "alert-emails", FALLBACK)).toEqual([FALLBACK]);
      expect(await notificationRecipients(tx, "alert-emails", undefined)).toEqual([]);
      expect(await notificationRecipients(tx, "weekly-digest", FALLBACK)).toEqual([FALLBACK]);

      await tx.update(adminSettings).set({ alertEmailEnabled: true }).where(eq(adminSettings.userId, ann.id));
      await tx.update(adminSettings).set({ digestEmailEnabled: true }).where(eq(adminSettings.userId, bob.id));
      expect(await notificationRecipients(tx, "alert-emails", FALLBACK)).toEqual([ann.email]);
      expect(await notificationRecipients(tx, "weekly-digest", FALLBACK)).toEqual([bob.email]);

      // A deactivated user receives nothing: with nobody left, the configured address does.
      await tx.update(users).set({ isActive: false }).where(eq(users.id, ann.id));
      expect(await notificationRecipients(tx, "alert-emails", FALLBACK)).toEqual([FALLBACK]);
    });
  });

  it("keeps error e-mails on for a user who never chose, and off for one who turned them off", async () => {
    await rolledBack(async (tx) => {
      await tx.update(adminSettings).set({ errorEmailEnabled: false });
      await tx.delete(adminSettings).where(eq(adminSettings.userId, ann.id));
      const recipients = await notificationRecipients(tx, "error-emails", FALLBACK);
      expect(recipients).toContain(ann.email);
      expect(recipients).not.toContain(bob.email);
      expect(recipients).not.toContain(FALLBACK);
    });
  });
});
