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
import { createSession, deleteSession, SESSION_MAX_AGE_SECONDS } from "./sessions";

/** Shown for an unknown user, a wrong password or an inactive account alike, so none can be told apart. */
export const INVALID_CREDENTIALS = "Invalid username or password";

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
 * (lib/auth/login-throttle.ts), verifies the password and opens a session.
 * @param headers the request's headers as next-auth passes them (a plain object).
 * @throws Error with the message the sign-in form shows: the first broken rule, the lockout with its
 * wait, or `INVALID_CREDENTIALS`.
 */
export async function authorizeCredentials(credentials: unknown, headers: Record<string, unknown> | undefined): Promise<AuthorizedUser> {
  const parsed = loginSchema.safeParse(credentials ?? {});
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? INVALID_CREDENTIALS);
  const { username, password } = parsed.data;
  const reader = headerReader(headers);
  const ip = clientIp(reader);
  const lockout = await loginLockout(username, ip);
  if (lockout) throw new Error(lockout.message);
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  const valid = user?.isActive ? await verifyPassword(user.password, password) : false;
  if (!user || !valid) {
    await recordLoginFailure(username, ip);
    await recordLoginAttempt(false);
    throw new Error(INVALID_CREDENTIALS);
  }
  await recordLoginSuccess(username, ip);
  await recordLoginAttempt(true);
  const sid = await createSession(user.id, reader.get("user-agent") ?? undefined);
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
