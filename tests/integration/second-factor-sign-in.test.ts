/**
 * Signing in with a second factor (docs/decisions/auth-and-roles.md "Second factor"): enrolment with a real code
 * computed from the enrolled secret, then the two steps as next-auth runs them (`authorizeCredentials`,
 * `authorizeSecondFactor`): no session before the factor passes, a code accepted once, recovery codes
 * single-use, the pending sign-in single-use, wrong factors limited per user, every attempt audited
 * without the code, hostile input refused without a session, and a password reset that leaves the
 * factor in force.
 */
import { and, desc, eq, like } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authorizePasskey, PASSKEY_REFUSED } from "@/lib/auth/authorize-passkey";
import { authorizeSecondFactor, SIGN_IN_EXPIRED, WRONG_SECOND_FACTOR } from "@/lib/auth/authorize-second-factor";
import { authorizeCredentials } from "@/lib/auth/options";
import { parseSecondStep } from "@/lib/auth/second-step";
import { createPasswordResetToken, resetPasswordWithToken } from "@/lib/auth/reset-tokens";
import { db } from "@/lib/db";
import { auditLog, rateLimits, sessions, totpCredentials, users } from "@/lib/db/schema";
import { confirmAuthenticator, resetSecondFactor } from "@/lib/second-factor/manage-factors";
import { startTotpEnrolment } from "@/lib/second-factor/totp";
import { createTestUser, deleteTestUsers, type TestUser } from "@/tests/support/users";

vi.mock("@/lib/request-ip", () => ({ clientIp: () => "198.51.100.25" }));

const HEADERS = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" };
const created: TestUser[] = [];
afterAll(async () => {
  await db.delete(rateLimits).where(like(rateLimits.key, "second-factor:%"));
  await deleteTestUsers(db, created);
});

/** A user with an authenticator in force; answers the user, the secret and the recovery codes. */
async function enrolledUser(): Promise<{ user: TestUser; secret: string; recoveryCodes: string[] }> {
  const user = await createTestUser(db, "mfa");
  created.push(user);
  const { secret } = await startTotpEnrolment(db, user);
  const { recoveryCodes } = await confirmAuthenticator(db, user.id, await generate({ secret }));
  return { user, secret, recoveryCodes: recoveryCodes! };
}

/** The password step; answers the pending token (it must ask for the second factor). */
async function passwordStep(user: TestUser): Promise<string> {
  const message = await authorizeCredentials({ username: user.username, password: user.password }, HEADERS).then(
    () => "signed in without a second factor",
    (error: Error) => error.message,
  );
  const step = parseSecondStep(message);
  expect(step, message).not.toBeNull();
  expect(step!.methods).toEqual(["authenticator"]);
  return step!.token;
}

/** The second step; answers "signed in" or the message the form shows. */
async function secondStep(pendingToken: string, method: string, code: string): Promise<string> {
  return authorizeSecondFactor({ pendingToken, method, code }, HEADERS).then(
    () => "signed in",
    (error: Error) => error.message,
  );
}

const sessionCount = async (userId: number) =>
  (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;
/** A code of the next 30-second step: still within the ±1 step allowed, and newer than the one enrolment used. */
const nextStepCode = (secret: string, steps = 1) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

describe("second factor at sign-in", () => {
  let enrolled: Awaited<ReturnType<typeof enrolledUser>>;
  beforeAll(async () => {
    enrolled = await enrolledUser();
  });

  it("enrolment stores the secret sealed, turns the factor on and hands out ten distinct recovery codes", async () => {
    const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, enrolled.user.id));
    expect(row!.confirmedAt).not.toBeNull();
    expect(row!.secret).not.toContain(enrolled.secret);
    const [user] = await db.select({ on: users.secondFactorEnabled }).from(users).where(eq(users.id, enrolled.user.id));
    expect(user!.on).toBe(true);
    expect(new Set(enrolled.recoveryCodes).size).toBe(10);
    expect(enrolled.recoveryCodes[0]).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
  });

  it("opens no session after the password, one after the right code, and refuses that code a second time", async () => {
    const { user, secret } = enrolled;
    const before = await sessionCount(user.id);
    const token = await passwordStep(user);
    expect(await sessionCount(user.id)).toBe(before);
    expect(await secondStep(token, "authenticator", "000000")).toBe(WRONG_SECOND_FACTOR);
    const code = await nextStepCode(secret);
    expect(await secondStep(token, "authenticator", code)).toBe("signed in");
    expect(await sessionCount(user.id)).toBe(before + 1);
    // The pending sign-in ended with its session.
    expect(await secondStep(token, "authenticator", await nextStepCode(secret, 2))).toBe(SIGN_IN_EXPIRED);
    // The same code in a new sign-in, still inside its window: a replay.
    expect(await secondStep(await passwordStep(user), "authenticator", code)).toBe(WRONG_SECOND_FACTOR);
    expect(await sessionCount(user.id)).toBe(before + 1);
  });

  it("accepts each recovery code once", async () => {
    const { user, recoveryCodes } = enrolled;
    expect(await secondStep(await passwordStep(user), "recovery-code", recoveryCodes[3]!.toUpperCase())).toBe(
      "signed in",
    );
    expect(await secondStep(await passwordStep(user), "recovery-code", recoveryCodes[3]!)).toBe(WRONG_SECOND_FACTOR);
    expect(await secondStep(await passwordStep(user), "recovery-code", recoveryCodes[4]!)).toBe("signed in");
  });

  it("records every attempt as auth.sign-in without the code", async () => {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, enrolled.user.id), eq(auditLog.action, "auth.sign-in")))
      .orderBy(desc(auditLog.id));
    expect(rows.some((r) => r.outcome === "ok" && (r.changes as { method?: string }).method === "authenticator")).toBe(
      true,
    );
    expect(rows.some((r) => r.outcome === "refused" && r.reason === "wrong-second-factor")).toBe(true);
    const text = JSON.stringify(rows);
    for (const code of enrolled.recoveryCodes) expect(text).not.toContain(code);
    expect(text).not.toContain(enrolled.secret);
    expect(rows[0]!.ipAddress).toBe("198.51.100.25");
  });

  it("locks a user's second step at the fifth wrong code, saying so, and refuses any code after it", async () => {
    const { user, secret } = await enrolledUser();
    const token = await passwordStep(user);
    for (let i = 0; i < 4; i++) expect(await secondStep(token, "authenticator", "123456")).toBe(WRONG_SECOND_FACTOR);
    expect(await secondStep(token, "authenticator", "123456")).toMatch(
      /^That code is not right, and that was the 5th wrong code\. Please try again in 1[45] minutes\.$/,
    );
    expect(await secondStep(token, "authenticator", await nextStepCode(secret))).toMatch(
      /^Too many wrong codes\. Please try again in 1[45] minutes\.$/,
    );
    expect(await sessionCount(user.id)).toBe(0);
  });

  it("refuses hostile second steps and passkey answers with the form's message, opening no session", async () => {
    const { user } = await enrolledUser();
    const token = await passwordStep(user);
    const hostile: unknown[] = [
      { pendingToken: token, method: "authenticator", code: "12\u00003456" },
      { pendingToken: token, method: "recovery-code", code: "x".repeat(1_000_000) },
      { pendingToken: token, method: "passkey", response: "{not json" },
      { pendingToken: token, method: "passkey", response: JSON.stringify({ id: ["a"], response: 1 }) },
      { pendingToken: token, method: "sms" },
      { pendingToken: [token], method: "authenticator", code: "123456" },
      null,
    ];
    for (const credentials of hostile) {
      const message = await authorizeSecondFactor(credentials, HEADERS).then(
        () => "signed in",
        (error: Error) => error.message,
      );
      expect(message, JSON.stringify(credentials)?.slice(0, 80)).not.toBe("signed in");
    }
    for (const response of [
      "",
      "{}",
      "[]",
      JSON.stringify({ id: "nobody", rawId: "nobody", response: {}, type: "public-key" }),
    ]) {
      await expect(authorizePasskey({ response }, HEADERS)).rejects.toThrow(PASSKEY_REFUSED);
    }
    expect(await sessionCount(user.id)).toBe(0);
  });

  it("keeps the factor through a password reset, and drops it on an owner's reset", async () => {
    const { user } = await enrolledUser();
    const token = await createPasswordResetToken(user.id);
    await resetPasswordWithToken(token, "a-new-password-1");
    const after = { ...user, password: "a-new-password-1" };
    await passwordStep(after);
    await resetSecondFactor(db, user.id);
    const signedIn = await authorizeCredentials({ username: user.username, password: after.password }, HEADERS);
    expect(signedIn.sid).toBeTruthy();
  });
});
