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
import { loginLockout, recordLoginFailure, recordLoginSuccess } from "./login-throttle";
import { verifyPassword } from "./password";
import { createSession, deleteSession, SESSION_MAX_AGE_SECONDS } from "./sessions";

export { ACCOUNT_DEACTIVATED, INVALID_CREDENTIALS };

/**
 * The credentials check behind sign-in: validates the input as user text, refuses while locked out
 * (lib/auth/login-throttle.ts), verifies the password, refuses a deactivated account, and opens a session,
 * unless the user has a second factor: then it opens a pending sign-in instead and refuses with
 * `secondStepMessage` (lib/auth/second-step.ts). Every attempt is audited (lib/auth/sign-in-audit.ts).
 * @param headers the request's headers as next-auth passes them (a plain object).
 * @throws Error with the message the sign-in form shows: the first broken rule, the lockout with its
 * wait, `INVALID_CREDENTIALS`, `ACCOUNT_DEACTIVATED` (only after the right password), or the second step's message.
 */
export async function authorizeCredentials(
  credentials: unknown,
  headers: Record<string, unknown> | undefined,
): Promise<AuthorizedUser> {
  const parsed = loginSchema.safeParse(credentials ?? {});
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? INVALID_CREDENTIALS);
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
  const lockout = await loginLockout(username, ip);
  if (lockout) {
    await recordSignIn({ ...attempt, refusal: "locked" });
    throw new Error(lockout.message);
  }
  const valid = user ? await verifyPassword(user.password, password) : false;
  if (!user || !valid) {
    await recordLoginFailure(username, ip);
    await recordLoginAttempt(false);
    await recordSignIn({ ...attempt, refusal: "invalid" });
    throw new Error(INVALID_CREDENTIALS);
  }
  // Only someone who knows the password learns that the account exists and was deactivated.
  if (!user.isActive) {
    await recordSignIn({ ...attempt, refusal: "deactivated" });
    throw new Error(ACCOUNT_DEACTIVATED);
  }
  await recordLoginSuccess(username, ip);
  if (user.secondFactorEnabled) {
    const token = await openPendingSignIn(db, user.id);
    throw new Error(secondStepMessage(token, await secondStepMethods(db, user.id)));
  }
  await recordLoginAttempt(true);
  await recordSignIn(attempt);
  const sid = await createSession(user.id, userAgent ?? undefined, ip);
  return { id: String(user.id), name: user.username, email: user.email, sid };
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
      authorize: (credentials, req) => authorizeCredentials(credentials, req?.headers),
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
      authorize: (credentials, req) => authorizeSecondFactor(credentials, req?.headers),
    }),
    CredentialsProvider({
      id: "passkey",
      name: "Passkey",
      credentials: { response: { type: "hidden" } },
      authorize: (credentials, req) => authorizePasskey(credentials, req?.headers),
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) token.sid = user.sid;
      return token;
    },
  },
  events: {
    async signOut({ token }) {
      if (token?.sid) await deleteSession(token.sid);
    },
  },
};
