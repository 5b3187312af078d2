/**
 * The team's accounts (docs/decisions/auth-and-roles.md "Team"): invitations through the outbox (single use, 7 days,
 * resend and revoke), accepting one, deactivation and sign-out everywhere, and the last active owner.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, like, ne, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ACCOUNT_DEACTIVATED, authorizeCredentials, INVALID_CREDENTIALS } from "@/lib/auth/options";
import { createSession, findSessionUser } from "@/lib/auth/sessions";
import { db, type Database } from "@/lib/db";
import { auditLog, outboxMessages, userInvitations, users } from "@/lib/db/schema";
import { AGENCY_NAME } from "@/lib/email/agency-reply";
import { invitationExpiry } from "@/lib/team/invitation-expiry";
import { changeRole, LAST_OWNER, setMemberActive, signOutEverywhere } from "@/lib/team/change-members";
import {
  acceptInvitation,
  INVALID_INVITATION,
  inviteMember,
  resendInvitation,
  revokeInvitation,
} from "@/lib/team/invitations";
import { teamMembers } from "@/lib/team/queries";
import { createTestUser, deleteTestUsers, type TestUser } from "@/tests/support/users";

vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: () => undefined,
}));

const tag = randomBytes(4).toString("hex");
const created: TestUser[] = [];
const request = { ipAddress: "198.51.100.70", userAgent: "team-test" };

afterAll(async () => {
  const joined = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.username, `joined-${tag}%`));
  await deleteTestUsers(db, [...created, ...joined.map((u) => ({ ...u, username: "", email: "", password: "" }))]);
});

async function member(role: "owner" | "staff" | "viewer" = "staff"): Promise<TestUser> {
  const user = await createTestUser(db, "team", role);
  created.push(user);
  return user;
}

/** The token of the newest invitation e-mail to `email`, read from the outbox as the invitee would. */
async function tokenSentTo(email: string): Promise<string> {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const token = /\/invite\?token=([\w-]+)/.exec(message!.body)?.[1];
  expect(message!.html).toContain(`/invite?token=${token}`);
  return token!;
}

const accept = (token: string, username = `joined-${tag}-${randomBytes(3).toString("hex")}`) =>
  acceptInvitation(
    db,
    {
      token,
      username,
      firstName: "Grace",
      lastName: "Hopper",
      password: "a fine password",
      confirmPassword: "a fine password",
    },
    request,
  );

async function signIn(username: string, password: string): Promise<string> {
  try {
    await authorizeCredentials({ username, password }, { "user-agent": "team-test" });
    return "signed in";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("invitations", () => {
  it("e-mails a single-use link with which the invitee chooses a username and password, and signs in with the invited role", async () => {
    const owner = await member("owner");
    const email = `new-${tag}@example.test`;
    const invitation = await inviteMember(
      db,
      { email: email.toUpperCase(), role: "staff" },
      { id: owner.id, username: owner.username },
    );
    expect(invitation).toMatchObject({ email, role: "staff", invitedBy: owner.id });
    const token = await tokenSentTo(email);
    const [stored] = await db.select().from(userInvitations).where(eq(userInvitations.id, invitation.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    const expiresInDays = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(expiresInDays).toBeCloseTo(7, 3);
    // The e-mail and the Team screen name the same lifetime, and the agency rather than a host name.
    const [mail] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mail!.body).toContain(`invited you to the ${AGENCY_NAME} console as staff`);
    expect(mail!.body).toContain("within 7 days");
    expect(invitationExpiry(stored!.expiresAt, Date.now())).toBe("Expires in 7 days");

    const username = `joined-${tag}-a`;
    const { userId } = await accept(token, username);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      username,
      email,
      role: "staff",
      firstName: "Grace",
      lastName: "Hopper",
      isActive: true,
    });
    expect(user!.password).toMatch(/^\$argon2id\$/);
    expect(await signIn(username, "a fine password")).toBe("signed in");

    await expect(accept(token)).rejects.toThrow(INVALID_INVITATION);
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, "team.invitation.accept")));
    expect(row).toMatchObject({
      targetType: "user",
      targetId: String(userId),
      outcome: "ok",
      ipAddress: "198.51.100.70",
    });
    expect(JSON.stringify(row)).not.toContain("a fine password");
  });

  it("refuses an address that already has an account, and a username taken in another case", async () => {
    const owner = await member("owner");
    await expect(inviteMember(db, { email: owner.email, role: "viewer" }, owner)).rejects.toMatchObject({
      code: "conflict",
    });
    const email = `case-${tag}@example.test`;
    await inviteMember(db, { email, role: "viewer" }, owner);
    await expect(accept(await tokenSentTo(email), owner.username.toUpperCase())).rejects.toMatchObject({
      code: "conflict",
      fieldErrors: { username: ["This username is taken"] },
    });
  });

  it("resends with a new link that replaces the old one, and inviting the address again is a resend", async () => {
    const owner = await member("owner");
    const email = `resend-${tag}@example.test`;
    const first = await inviteMember(db, { email, role: "viewer" }, owner);
    const oldToken = await tokenSentTo(email);
    await resendInvitation(db, first.id, owner);
    const newToken = await tokenSentTo(email);
    expect(newToken).not.toBe(oldToken);
    const again = await inviteMember(db, { email, role: "staff" }, owner);
    expect(again.id).toBe(first.id);
    await expect(accept(oldToken)).rejects.toThrow(INVALID_INVITATION);
    await expect(accept(newToken)).rejects.toThrow(INVALID_INVITATION);
    const { userId } = await accept(await tokenSentTo(email));
    expect((await db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]!.role).toBe("staff");
  });

  it("refuses a revoked link and an expired one", async () => {
    const owner = await member("owner");
    const revoked = await inviteMember(db, { email: `revoked-${tag}@example.test`, role: "viewer" }, owner);
    await revokeInvitation(db, revoked.id);
    await expect(accept(await tokenSentTo(`revoked-${tag}@example.test`))).rejects.toThrow(INVALID_INVITATION);
    await expect(revokeInvitation(db, revoked.id)).rejects.toMatchObject({ code: "not_found" });

    const expired = await inviteMember(db, { email: `expired-${tag}@example.test`, role: "viewer" }, owner);
    await db
      .update(userInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userInvitations.id, expired.id));
    await expect(accept(await tokenSentTo(`expired-${tag}@example.test`))).rejects.toThrow(INVALID_INVITATION);
  });
});

describe("members", () => {
  it("ends a deactivated member's sessions at once, tells them at sign-in, and lets them back in once reactivated", async () => {
    const staff = await member("staff");
    const sid = await createSession(staff.id, "team-test");
    await setMemberActive(db, staff.id, false);
    expect(await findSessionUser(sid)).toBeNull();
    expect(await signIn(staff.username, staff.password)).toBe(ACCOUNT_DEACTIVATED);
    expect(await signIn(staff.username, "not the password")).toBe(INVALID_CREDENTIALS);
    await setMemberActive(db, staff.id, true);
    expect(await signIn(staff.username, staff.password)).toBe("signed in");
    const reasons = await db
      .select({ outcome: auditLog.outcome, reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, staff.id), eq(auditLog.action, "auth.sign-in")))
      .orderBy(auditLog.id);
    expect(reasons).toEqual([
      { outcome: "refused", reason: "deactivated" },
      { outcome: "refused", reason: "invalid" },
      { outcome: "ok", reason: null },
    ]);
    const listed = (await teamMembers()).find((m) => m.id === staff.id);
    expect(listed).toMatchObject({ isActive: true, secondFactor: false, lastSignInAt: expect.any(Date) });
  });

  it("signs a member out of every browser", async () => {
    const staff = await member("staff");
    const sids = [await createSession(staff.id, "phone"), await createSession(staff.id, "laptop")];
    await signOutEverywhere(db, staff.id);
    for (const sid of sids) expect(await findSessionUser(sid)).toBeNull();
    expect((await findSessionUser(await createSession(staff.id)))?.id).toBe(staff.id);
  });

  it("keeps one active owner: the last one can be neither demoted nor deactivated", async () => {
    const owner = await member("owner");
    const other = await member("owner");
    // The database holds other tests' owners: make these two the only ones, inside a transaction rolled back after.
    const rolledBack = new Error("roll back");
    await expect(
      db.transaction(async (tx) => {
        const scoped = tx as unknown as Database;
        await tx
          .update(users)
          .set({ role: "staff" })
          .where(and(eq(users.role, "owner"), ne(users.id, owner.id), ne(users.id, other.id)));
        await changeRole(scoped, other.id, "viewer");
        await expect(changeRole(scoped, owner.id, "staff")).rejects.toThrow(LAST_OWNER);
        await expect(setMemberActive(scoped, owner.id, false)).rejects.toThrow(LAST_OWNER);
        await setMemberActive(scoped, other.id, false);
        await changeRole(scoped, other.id, "owner");
        // An inactive owner is no owner to fall back on.
        await expect(changeRole(scoped, owner.id, "viewer")).rejects.toThrow(LAST_OWNER);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await expect(changeRole(db, 2_000_000_000, "staff")).rejects.toMatchObject({ code: "not_found" });
  });
});
