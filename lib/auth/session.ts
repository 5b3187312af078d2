/**
 * The signed-in user for pages, server actions and route handlers. `getCurrentUser` checks the JWT
 * and then the `sessions` row, so a revoked session is signed out at once.
 */
import { cache } from "react";
import { decode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { env } from "@/lib/env";
import type { User } from "@/lib/db/schema";
import { findSessionUser } from "./sessions";

/** The user as the app shows it: never the password hash. */
export type SessionUser = Omit<User, "password"> & { sid: string };

/** The current user, or null when signed out; memoized per request. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const jar = await cookies();
  // next-auth names the cookie with the __Secure- prefix when the site is served over https.
  const raw = jar.get("__Secure-next-auth.session-token")?.value ?? jar.get("next-auth.session-token")?.value;
  if (!raw) return null;
  const token = await decode({ token: raw, secret: env.NEXTAUTH_SECRET }).catch(() => null);
  const sid = token?.sid;
  if (!sid) return null;
  const user = await findSessionUser(sid);
  if (!user) return null;
  const { password: _password, ...safe } = user;
  void _password;
  return { ...safe, sid };
});

/** The current user; redirects to /auth when signed out (pages and server actions). */
export async function requireUser(): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect("/auth");
  return user;
}
