/**
 * The sign-in between its two steps (docs/decisions/auth-and-roles.md "Second factor"): once the password passed, the
 * browser gets a random token valid five minutes; only its SHA-256 is stored. No session exists until
 * the second factor passes with that token, which then ends it; a wrong factor leaves it for another try
 * (the per-user failure limit, lib/second-factor/second-factor-throttle.ts, bounds the tries).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { pendingSignIns } from "@/lib/db/schema";

/** How long the second step may take, in milliseconds. */
export const PENDING_SIGN_IN_TTL_MS = 5 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** Opens a pending sign-in for `userId`; answers its token (32 random bytes, base64url). */
export async function openPendingSignIn(database: Database, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // Expired ones of anybody go at the same time: the table only ever holds a few minutes of sign-ins.
  await database.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, sql`now()`));
  await database
    .insert(pendingSignIns)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + PENDING_SIGN_IN_TTL_MS) });
  return token;
}

/** The user a live pending sign-in belongs to, or null when the token is unknown, used or expired. */
export async function pendingSignInUser(database: Database, token: string): Promise<number | null> {
  const [row] = await database
    .select({ userId: pendingSignIns.userId })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, hashToken(token)), gt(pendingSignIns.expiresAt, sql`now()`)));
  return row?.userId ?? null;
}

/** Ends a pending sign-in; false when another request ended it first (so only one session opens). */
export async function closePendingSignIn(database: Database, token: string): Promise<boolean> {
  const closed = await database
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.tokenHash, hashToken(token)))
    .returning({ userId: pendingSignIns.userId });
  return closed.length > 0;
}
