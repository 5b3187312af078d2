/**
 * WebAuthn challenges kept on the server (WebAuthn §13.4.3 "Cryptographic Challenges"): each is stored
 * when issued with what it is for and for whom, lives five minutes, and is spent by the first response
 * that presents it, right or wrong, so no response can be replayed.
 */
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { webauthnChallenges, type WebauthnPurpose } from "@/lib/db/schema";

/** How long a challenge may be answered, in milliseconds. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Stores an issued challenge (base64url); expired ones of anybody go at the same time. */
export async function storeChallenge(
  database: Database,
  challenge: string,
  purpose: WebauthnPurpose,
  userId: number | null,
): Promise<void> {
  await database.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await database
    .insert(webauthnChallenges)
    .values({ challenge, purpose, userId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
}

/** Spends `challenge` when it was issued for `purpose` to `userId` (null: to nobody yet) and is live; answers whether it was. */
export async function spendChallenge(
  database: Database,
  challenge: string,
  purpose: WebauthnPurpose,
  userId: number | null,
): Promise<boolean> {
  const spent = await database
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return spent.length > 0;
}
