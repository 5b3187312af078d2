/**
 * next-auth's own `GET /api/auth/session` agrees with every page, route and action (docs/decisions/auth-and-roles.md
 * "Sessions"): a session revoked in `sessions` (signed out elsewhere, the account deactivated, signed out
 * everywhere) has no user there, and its cookie is cleared.
 */
import NextAuth from "next-auth";
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { authOptions } from "@/lib/auth/options";
import { createSession, deleteSession, deleteUserSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { setMemberActive } from "@/lib/team/change-members";
import { createTestUser } from "@/tests/support/users";

/** The session cookie the browser carries. */
const browser = { cookie: "" };

/** Signs a browser in as next-auth would: a JWT carrying the session's `sid`. */
async function signedIn(prefix: string) {
  const user = await createTestUser(db, prefix, "viewer");
  const sid = await createSession(user.id, "session-endpoint-test");
  browser.cookie = await encode({
    token: { sid, name: user.username, email: user.email },
    secret: env.NEXTAUTH_SECRET,
  });
  return { user, sid };
}

/**
 * What `useSession` would be told, and whether the answer clears the cookie: the session request through
 * next-auth with the app's options (app/api/auth/[...nextauth]/route.ts), by next-auth's request/response
 * entry, which needs no running Next server (its route entry reads next/headers).
 */
async function sessionEndpoint(): Promise<{ user?: { name?: string }; cleared: boolean }> {
  const answer: { headers: Record<string, unknown>; body?: { user?: { name?: string } } } = { headers: {} };
  const res = {
    status: () => res,
    getHeader: (name: string) => answer.headers[name.toLowerCase()],
    setHeader: (name: string, value: unknown) => {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    send: (body: { user?: { name?: string } }) => {
      answer.body = body;
    },
  };
  const req = {
    method: "GET",
    query: { nextauth: ["session"] },
    cookies: { "next-auth.session-token": browser.cookie },
    headers: {},
  };
  await (NextAuth as unknown as (req: unknown, res: unknown, options: unknown) => Promise<void>)(req, res, authOptions);
  const setCookies = [answer.headers["set-cookie"] ?? []].flat() as string[];
  return { user: answer.body?.user, cleared: setCookies.some((c) => c.startsWith("next-auth.session-token=;")) };
}

describe("GET /api/auth/session", () => {
  it("answers the user of a live session", async () => {
    const { user } = await signedIn("live");
    expect((await sessionEndpoint()).user?.name).toBe(user.username);
  });

  it("answers no user, and clears the cookie, once the session was signed out elsewhere", async () => {
    const { sid } = await signedIn("elsewhere");
    await deleteSession(sid);
    expect(await sessionEndpoint()).toEqual({ user: undefined, cleared: true });
  });

  it("answers no user once the account was deactivated", async () => {
    const { user } = await signedIn("deactivated");
    await setMemberActive(db, user.id, false);
    expect((await sessionEndpoint()).user).toBeUndefined();
  });

  it("answers no user after sign-out everywhere", async () => {
    const { user } = await signedIn("everywhere");
    await deleteUserSessions(user.id);
    expect((await sessionEndpoint()).user).toBeUndefined();
  });
});
