/**
 * next-auth v4 configuration: a credentials provider (username + password, argon2id), a second step for
 * users with a second factor (lib/auth/authorize-second-factor.ts), JWT sessions whose only claim that
 * matters is `sid`, a row in `sessions` that sign-out deletes.
 */
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/request-ip";
import { recordLoginAttempt } from "@/lib/site-analytics/record";
import { openPendingSignIn } from "@/lib/second-factor/pending-sign-in";
import { secondStepMethods } from "@/lib/second-factor/second-step-methods";
import { authorizePasskey } from "./authorize-passkey";
import { authorizeSecondFactor } from "./authorize-second-factor";
import { loginSchema } from "./schemas";
import { secondStepMessage } from "./second-step";
import { ACCOUNT_DEACTIVATED, headerReader, INVALID_CREDENTIALS, type AuthorizedUser } from "./sign-in-request";
import { recordSignIn } from "./sign-in-audit";
import { loginAttempt, releaseLoginAttempt } from "./login-throttle";
import { signInStep, SignInRefusal } from "./sign-in-refusal";
import { verifyPassword } from "./password";
import { createSession, deleteSession, findSessionUser, SESSION_MAX_AGE_SECONDS } from "./sessions";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";

export { ACCOUNT_DEACTIVATED, INVALID_CREDENTIALS };

/**
 * The credentials check behind sign-in: validates the input as user text, refuses while locked out
 * (lib/auth/login-throttle.ts), verifies the password, refuses a deactivated account, and opens a session,
 * unless the user has a second factor: then it opens a pending sign-in instead and refuses with
 * `secondStepMessage` (lib/auth/second-step.ts). Every attempt is audited (lib/auth/sign-in-audit.ts).
 * @param headers the request's headers as next-auth passes them (a plain object).
 * @throws SignInRefusal with the message the sign-in form shows: the first broken rule, the lockout with its
 * wait, `INVALID_CREDENTIALS`, `ACCOUNT_DEACTIVATED` (only after the right password), or the second step's message.
 */
export async function authorizeCredentials(
  credentials: unknown,
  headers: Record<string, unknown> | undefined,
): Promise<AuthorizedUser> {
  const parsed = loginSchema.safeParse(credentials ?? {});
  if (!parsed.success) throw new SignInRefusal(parsed.error.issues[0]?.message ?? INVALID_CREDENTIALS);
  const { username, password } = parsed.data;
  const reader = headerReader(headers);
  const ip = clientIp(reader);
  const userAgent = reader.get("user-agent");
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  const who = user ? { id: user.id, username: user.username } : { id: null, username };
  const attempt = { user: who, method: "password", ipAddress: ip, userAgent } as const;
  // Counted before the password is checked: of any number sent at once, at most the limits are checked.
  const counted = await loginAttempt(username, ip);
  if (counted.lockout) {
    await recordSignIn({ ...attempt, refusal: "locked" });
    throw new SignInRefusal(counted.lockout.message);
  }
  const valid = user ? await verifyPassword(user.password, password) : false;
  if (!user || !valid) {
    await recordLoginAttempt(false);
    await recordSignIn({ ...attempt, refusal: "invalid" });
    throw new SignInRefusal(INVALID_CREDENTIALS);
  }
  // Only someone who knows the password learns that the account exists and was deactivated.
  if (!user.isActive) {
    await recordSignIn({ ...attempt, refusal: "deactivated" });
    throw new SignInRefusal(ACCOUNT_DEACTIVATED);
  }
  await releaseLoginAttempt(counted);
  if (user.secondFactorEnabled) {
    const token = await openPendingSignIn(db, user.id);
    throw new SignInRefusal(secondStepMessage(token, await secondStepMethods(db, user.id)));
  }
  await recordLoginAttempt(true);
  await recordSignIn(attempt);
  const sid = await createSession(user.id, userAgent ?? undefined, ip);
  return { id: String(user.id), name: user.username, email: user.email, sid };
}

/** Thrown by the `jwt` callback for a token whose session row is gone; next-auth then answers no session. */
class SessionRevoked extends Error {
  constructor() {
    super("The session was revoked");
    this.name = "SessionRevoked";
  }
}

/**
 * Whether the `sessions` row of `sid` still lives (lib/auth/session.ts's rule). During a database outage the
 * token is kept: the endpoint only tells the browser who it is, every page, route and action checks the
 * row itself, and signing everyone out on a blip would be worse.
 */
async function sessionLives(sid: string): Promise<boolean> {
  try {
    return (await findSessionUser(sid)) !== null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return true;
    throw error;
  }
}

export const authOptions: NextAuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/auth", error: "/auth" },
  providers: [
    CredentialsProvider({
      name: "Username and password",
      credentials: { username: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
      authorize: (credentials, req) => signInStep("password", () => authorizeCredentials(credentials, req?.headers)),
    }),
    CredentialsProvider({
      id: "second-factor",
      name: "Second factor",
      credentials: {
        pendingToken: { type: "hidden" },
        method: { type: "hidden" },
        code: { label: "Code", type: "text" },
        response: { type: "hidden" },
      },
      authorize: (credentials, req) =>
        signInStep("second factor", () => authorizeSecondFactor(credentials, req?.headers)),
    }),
    CredentialsProvider({
      id: "passkey",
      name: "Passkey",
      credentials: { response: { type: "hidden" } },
      authorize: (credentials, req) => signInStep("passkey", () => authorizePasskey(credentials, req?.headers)),
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.sid = user.sid;
        return token;
      }
      // Without `user`, next-auth is answering GET /api/auth/session: a session revoked in `sessions`
      // (signed out elsewhere, deactivated, signed out everywhere) has no user there either.
      if (!token.sid || !(await sessionLives(token.sid))) throw new SessionRevoked();
      return token;
    },
  },
  logger: {
    error(code, metadata) {
      // A revoked session is answered with no user and its cookie cleared: expected, not an error.
      if (metadata instanceof SessionRevoked) return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
  },
  events: {
    async signOut({ token }) {
      if (token?.sid) await deleteSession(token.sid);
    },
  },
};
