"use server";
/**
 * The passkey challenge /auth asks for before the browser's `navigator.credentials.get` (docs/decisions/auth-and-roles.md
 * "Second factor"): for the second step of a sign-in whose password passed (its pending token names the
 * user, whose passkeys are allowed), or for signing in with a passkey alone (any discoverable passkey).
 * Public, so limited per address (rule `passkey.challenge` of lib/limits/rules.ts).
 */
import { publicAction } from "@/lib/action";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { addressSubject } from "@/lib/limits/address-subject";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { passkeyAuthenticationOptions } from "./passkeys";
import { pendingSignInUser } from "./pending-sign-in";
import { passkeyOptionsSchema } from "./schemas";

/** The options for `navigator.credentials.get`. */
export const passkeyOptionsAction = publicAction(passkeyOptionsSchema, async ({ pendingToken }, { ip }) => {
  await spendAttempt("passkey.challenge", addressSubject(ip));
  if (pendingToken === undefined) return passkeyAuthenticationOptions(db, null);
  const userId = await pendingSignInUser(db, pendingToken);
  if (userId === null) throw new AppError("invalid", "Your sign-in expired. Please sign in again.");
  return passkeyAuthenticationOptions(db, userId);
});
