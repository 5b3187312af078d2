/**
 * next-auth v4 configuration: a credentials provider (username + password, argon2id), JWT sessions
 * whose only claim that matters is `sid`, a row in `sessions` that sign-out deletes.
 */
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/request-ip";
import { recordLoginAttempt } from "@/lib/site-analytics/record";
import { loginSchema } from "./schemas";
import { loginLockout, recordLoginFailure, recordLoginSuccess } from "./login-throttle";
import { verifyPassword } from "./password";
import { auditSignIn } from "./sign-in-audit";
import { createSession, deleteSession, SESSION_MAX_AGE_SECONDS } from "./sessions";

/** Shown for an unknown user or a wrong password alike, so neither can be told apart. */
export const INVALID_CREDENTIALS = "Invalid username or password";

/** Shown for the right password of a deactivated account (docs/decisions.md "Team"). */
export const ACCOUNT_DEACTIVATED = "This account has been deactivated. Ask an owner of the team to reactivate it.";

function headerReader(headers: Record<string, unknown> | undefined) {
  return { get: (name: string) => (typeof headers?.[name] === "string" ? (headers[name] as string) : null) };
}

/** The user next-auth puts into the JWT (its `sid` ties it to a `sessions` row). */
export interface AuthorizedUser {
  id: string;
  name: string;
  email: string;
  sid: string;
}

/**
 * The credentials check behind sign-in: validates the input as user text, refuses while locked out
 * (lib/auth/login-throttle.ts), verifies the password, refuses a deactivated account, and opens a session;
 * every attempt leaves an audit row (lib/auth/sign-in-audit.ts).
 * @param headers the request's headers as next-auth passes them (a plain object).
 * @throws Error with the message the sign-in form shows: the first broken rule, the lockout with its
 * wait, `INVALID_CREDENTIALS`, or `ACCOUNT_DEACTIVATED` (only after the right password).
 */
export async function authorizeCredentials(credentials: unknown, headers: Record<string, unknown> | undefined): Promise<AuthorizedUser> {
  const parsed = loginSchema.safeParse(credentials ?? {});
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? INVALID_CREDENTIALS);
  const { username, password } = parsed.data;
  const reader = headerReader(headers);
  const ip = clientIp(reader);
  const userAgent = reader.get("user-agent");
  const lockout = await loginLockout(username, ip);
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  const attempt = { userId: user?.id ?? null, username: user?.username ?? username, ipAddress: ip, userAgent };
  if (lockout) {
    await auditSignIn(attempt, "locked");
    throw new Error(lockout.message);
  }
  const valid = user ? await verifyPassword(user.password, password) : false;
  if (!user || !valid) {
    await recordLoginFailure(username, ip);
    await recordLoginAttempt(false);
    await auditSignIn(attempt, "invalid");
    throw new Error(INVALID_CREDENTIALS);
  }
  // Only someone who knows the password learns that the account exists and was deactivated.
  if (!user.isActive) {
    await auditSignIn(attempt, "deactivated");
    throw new Error(ACCOUNT_DEACTIVATED);
  }
  await recordLoginSuccess(username, ip);
  await auditSignIn(attempt);
  await recordLoginAttempt(true);
  const sid = await createSession(user.id, userAgent ?? undefined);
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
