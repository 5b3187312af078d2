/**
 * Adding and removing second factors (docs/decisions/auth-and-roles.md "Second factor"). Each change keeps
 * `users.second_factor_enabled` in step in the same transaction (lib/second-factor/factor-flag.ts). The
 * first factor a user adds comes with ten recovery codes; removing the last one removes them too.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { passkeys, users } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { refreshSecondFactorFlag } from "./factor-flag";
import { secondFactorRequired } from "./policy";
import { countUnusedRecoveryCodes, deleteRecoveryCodes, regenerateRecoveryCodes } from "./recovery-codes";
import { confirmTotpEnrolment, removeTotp } from "./totp";

/** Shown when the code typed to confirm an authenticator is not right for it. */
export const WRONG_ENROLMENT_CODE = "That code is not right. Check the app's clock and try the newest code.";

/**
 * Puts the authenticator being added in force once `code` from it is right.
 * @returns the new recovery codes when this was the user's first factor (shown once), else null.
 * @throws AppError `invalid` (on the `code` field) for a wrong code or no enrolment under way.
 */
export async function confirmAuthenticator(
  database: Database,
  userId: number,
  code: string,
): Promise<{ recoveryCodes: string[] | null }> {
  return database.transaction(async (tx) => {
    if (!(await confirmTotpEnrolment(tx, userId, code))) {
      throw new AppError("invalid", WRONG_ENROLMENT_CODE, { fieldErrors: { code: [WRONG_ENROLMENT_CODE] } });
    }
    await refreshSecondFactorFlag(tx, userId);
    const hasCodes = (await countUnusedRecoveryCodes(tx, userId)) > 0;
    return { recoveryCodes: hasCodes ? null : await regenerateRecoveryCodes(tx, userId) };
  });
}

/** Drops the recovery codes when no factor is left; answers whether one is. */
async function settleFactors(database: Database, userId: number): Promise<boolean> {
  const enabled = await refreshSecondFactorFlag(database, userId);
  if (!enabled) await deleteRecoveryCodes(database, userId);
  return enabled;
}

/**
 * Removes the user's own authenticator.
 * @throws AppError `conflict` when it is their last factor and the policy requires one.
 */
export async function removeAuthenticator(database: Database, userId: number): Promise<void> {
  await database.transaction(async (tx) => {
    await removeTotp(tx, userId);
    if (!(await settleFactors(tx, userId)) && (await secondFactorRequired(tx))) {
      throw new AppError(
        "conflict",
        "A second factor is required for everyone: add a passkey before removing your authenticator.",
      );
    }
  });
}

/**
 * Removes one of the user's passkeys.
 * @throws AppError `not_found` when the user has no such passkey; `conflict` when it is their last
 * factor and the policy requires one.
 */
export async function removePasskey(database: Database, userId: number, id: number): Promise<void> {
  await database.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id });
    if (removed.length === 0) throw new AppError("not_found", "This passkey no longer exists.");
    if (!(await settleFactors(tx, userId)) && (await secondFactorRequired(tx))) {
      throw new AppError(
        "conflict",
        "A second factor is required for everyone: add another before removing your last passkey.",
      );
    }
  });
}

/**
 * Makes ten new recovery codes for the user, the old ones stop working.
 * @throws AppError `conflict` when the user has no second factor (the codes stand in for one).
 */
export async function renewRecoveryCodes(database: Database, userId: number): Promise<string[]> {
  return database.transaction(async (tx) => {
    if (!(await refreshSecondFactorFlag(tx, userId)))
      throw new AppError("conflict", "Add an authenticator or a passkey first.");
    return regenerateRecoveryCodes(tx, userId);
  });
}

/**
 * An owner's reset of another user's second factor (a lost phone): the authenticator, every passkey and
 * the recovery codes go; the user signs in with the password and, if the policy requires, enrols again.
 * Nothing of the factors is read or answered.
 * @throws AppError `not_found` when the user does not exist.
 */
export async function resetSecondFactor(database: Database, userId: number): Promise<void> {
  await database.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError("not_found", "This user no longer exists.");
    await removeTotp(tx, userId);
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
    await settleFactors(tx, userId);
  });
}
