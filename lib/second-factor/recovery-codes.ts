/**
 * Recovery codes (docs/decisions/auth-and-roles.md "Second factor"): ten per user, shown once, each usable once. A code
 * is 16 characters of Crockford base32 (80 random bits), so a plain SHA-256 of it is as safe to store as
 * a slow hash of a password would be: nobody can enumerate 2^80 candidates.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { recoveryCodes } from "@/lib/db/schema";

/** How many codes a user gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

// Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not misread.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** One new code, `xxxx-xxxx-xxxx-xxxx`. */
function newCode(): string {
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

/** The stored form of a code as typed: case, spaces and dashes do not matter; I, L and O read as 1, 1 and 0. */
export function hashRecoveryCode(typed: string): string {
  const normalized = typed.toLowerCase().replace(/[\s-]/g, "").replace(/[il]/g, "1").replace(/o/g, "0");
  return createHash("sha256").update(normalized, "utf8").digest("hex");
}

/** Replaces the user's codes with ten new ones; answers them, the only time they are readable. */
export async function regenerateRecoveryCodes(database: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await database.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  });
  return codes;
}

/** Spends one of the user's unused codes; false when `typed` is none of them (or was used already). */
export async function spendRecoveryCode(database: Database, userId: number, typed: string): Promise<boolean> {
  const spent = await database
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(typed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

/** How many of the user's codes are still unused. */
export async function countUnusedRecoveryCodes(database: Database, userId: number): Promise<number> {
  const [row] = await database
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/** Removes every code of the user (their last factor went). */
export async function deleteRecoveryCodes(database: Database, userId: number): Promise<void> {
  await database.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
