/**
 * The owner's policy (docs/decisions/auth-and-roles.md "Second factor"): an owner turns "require a second factor" on
 * only once they have one, and while it is on nobody can remove their last factor.
 */
import { generate } from "otplib";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { securityPolicy } from "@/lib/db/schema";
import { removeAuthenticatorAction, setSecurityPolicyAction } from "@/lib/second-factor/actions";
import { confirmAuthenticator, removeAuthenticator } from "@/lib/second-factor/manage-factors";
import { setSecondFactorRequired } from "@/lib/second-factor/policy";
import { startTotpEnrolment } from "@/lib/second-factor/totp";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "user-agent": "security-policy-test" }) }));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));
let signedIn: SessionUser | null = null;
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => signedIn,
}));

const created: TestUser[] = [];
afterAll(async () => {
  await db.delete(securityPolicy);
  await deleteTestUsers(db, created);
});

describe("requiring a second factor of everyone", () => {
  it("is refused to an owner without one, then holds every last factor in place", async () => {
    const owner = await createTestUser(db, "policy", "owner");
    created.push(owner);
    signedIn = await sessionUserOf(db, owner);
    expect(await setSecurityPolicyAction({ requireSecondFactor: true })).toMatchObject({ ok: false, code: "conflict" });

    const { secret } = await startTotpEnrolment(db, owner);
    await confirmAuthenticator(db, owner.id, await generate({ secret }));
    signedIn = await sessionUserOf(db, owner);
    expect(await setSecurityPolicyAction({ requireSecondFactor: true })).toMatchObject({ ok: true });
    expect(await setSecurityPolicyAction({ requireSecondFactor: false })).toMatchObject({ ok: true });

    // The policy is one row other test files change too: this part sets it inside its own transaction.
    await expect(
      db.transaction(async (tx) => {
        await setSecondFactorRequired(tx, true);
        await removeAuthenticator(tx, owner.id);
      }),
    ).rejects.toMatchObject({ code: "conflict" });
    expect(await removeAuthenticatorAction({})).toMatchObject({ ok: true });
  });
});
