/** Password reset tokens against a real database (docs/spec/site-and-admin.md §2 "Authentication screens", §5, §8). */
import { createHash } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import {
  createPasswordResetToken,
  INVALID_RESET_TOKEN,
  requestPasswordReset,
  RESET_REQUESTED_MESSAGE,
  resetPasswordWithToken,
} from "@/lib/auth/reset-tokens";
import { createSession, findSessionUser } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { outboxMessages, passwordResetTokens, users } from "@/lib/db/schema";
import { createTestUser } from "../support/users";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const tokenRows = (userId: number) =>
  db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
const passwordOf = async (userId: number) => (await db.select().from(users).where(eq(users.id, userId)))[0]!.password;

describe("password reset tokens", () => {
  it("stores only the SHA-256 of the token, expiring one hour from now", async () => {
    const user = await createTestUser(db, "reset");
    const token = await createPasswordResetToken(user.id);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await tokenRows(user.id);
    expect(row!.token).toBe(sha256(token));
    expect(row!.token).not.toContain(token);
    const minutesLeft = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60.5);
  });

  it("sets the new password, deletes every session of the user, and works only once", async () => {
    const user = await createTestUser(db, "reset");
    const sids = [await createSession(user.id), await createSession(user.id)];
    const token = await createPasswordResetToken(user.id);

    await resetPasswordWithToken(token, "a-new-password");
    expect(await verifyPassword(await passwordOf(user.id), "a-new-password")).toBe(true);
    for (const sid of sids) expect(await findSessionUser(sid)).toBeNull();
    expect((await tokenRows(user.id))[0]!.usedAt).toBeInstanceOf(Date);

    await expect(resetPasswordWithToken(token, "third-password")).rejects.toThrow(INVALID_RESET_TOKEN);
    expect(await verifyPassword(await passwordOf(user.id), "a-new-password")).toBe(true);
  });

  it("lets only one of two concurrent uses of a token succeed", async () => {
    const user = await createTestUser(db, "reset");
    const token = await createPasswordResetToken(user.id);
    const results = await Promise.allSettled([
      resetPasswordWithToken(token, "first-password"),
      resetPasswordWithToken(token, "second-password"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
  });

  it("refuses an expired token and an unknown one, leaving the password as it was", async () => {
    const user = await createTestUser(db, "reset");
    const before = await passwordOf(user.id);
    const expired = "expired-token-for-the-test";
    await db
      .insert(passwordResetTokens)
      .values({ userId: user.id, token: sha256(expired), expiresAt: new Date(Date.now() - 1000) });

    await expect(resetPasswordWithToken(expired, "whatever-password")).rejects.toThrow(INVALID_RESET_TOKEN);
    await expect(resetPasswordWithToken("never-issued", "whatever-password")).rejects.toThrow(INVALID_RESET_TOKEN);
    expect(await passwordOf(user.id)).toBe(before);
  });

  it("keeps only the newest link of a user working", async () => {
    const user = await createTestUser(db, "reset");
    const first = await createPasswordResetToken(user.id);
    const second = await createPasswordResetToken(user.id);
    await expect(resetPasswordWithToken(first, "whatever-password")).rejects.toThrow(INVALID_RESET_TOKEN);
    await resetPasswordWithToken(second, "whatever-password");
  });
});

/** A reset request as the action makes it, with the work it defers done once it has answered. */
async function requestReset(email: string, ip: string): Promise<string> {
  const deferred: (() => Promise<void>)[] = [];
  const message = await requestPasswordReset(email, ip, (work) => deferred.push(work));
  for (const work of deferred) await work();
  return message;
}

describe("requestPasswordReset", () => {
  it("e-mails a working link to an existing account, matching the address case-insensitively", async () => {
    const user = await createTestUser(db, "reset");
    expect(await requestReset(user.email.toUpperCase(), "198.51.100.1")).toBe(RESET_REQUESTED_MESSAGE);

    const [mail] = await db
      .select({ body: outboxMessages.body, html: outboxMessages.html })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, user.email))
      .orderBy(desc(outboxMessages.id));
    const token = mail!.body.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    expect(mail!.html).toContain(`token=${token}`);
    await resetPasswordWithToken(token!, "from-the-email");
    expect(await verifyPassword(await passwordOf(user.id), "from-the-email")).toBe(true);
  });

  it("answers the same message for an unknown address, and sends nothing", async () => {
    const email = "nobody-here@example.test";
    expect(await requestReset(email, "198.51.100.2")).toBe(RESET_REQUESTED_MESSAGE);
    expect(
      await db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.recipient, email)),
    ).toHaveLength(0);
  });

  it("sends nothing for an inactive account", async () => {
    const user = await createTestUser(db, "reset");
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(await requestReset(user.email, "198.51.100.3")).toBe(RESET_REQUESTED_MESSAGE);
    expect(await tokenRows(user.id)).toHaveLength(0);
  });

  it("refuses the sixth request in an hour for one e-mail, known or not", async () => {
    const email = "limited@example.test";
    for (let i = 0; i < 5; i++) await requestReset(email, `198.51.100.${10 + i}`);
    await expect(requestReset(email, "198.51.100.20")).rejects.toThrow(/Too many password reset requests/);
  });

  it("refuses the sixth request in an hour from one address", async () => {
    for (let i = 0; i < 5; i++) await requestReset(`someone-${i}@example.test`, "203.0.113.9");
    await expect(requestReset("someone-else@example.test", "203.0.113.9")).rejects.toThrow(
      /Too many password reset requests/,
    );
  });
});
