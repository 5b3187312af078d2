"use server";
/**
 * The passkey challenge /auth asks for before the browser's `navigator.credentials.get` (docs/decisions.md
 * "Second factor"): for the second step of a sign-in whose password passed (its pending token names the
 * user, whose passkeys are allowed), or for signing in with a passkey alone (any discoverable passkey).
 * Public, so limited per address.
 */
import { publicAction } from "@/lib/action";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { describeWait, hitRateLimit } from "@/lib/rate-limit";
import { passkeyAuthenticationOptions } from "./passkeys";
import { pendingSignInUser } from "./pending-sign-in";
import { passkeyOptionsSchema } from "./schemas";

/** Challenges one address may ask for: a person needs one per attempt. */
const CHALLENGE_RULE = { limit: 30, windowMs: 15 * 60 * 1000 };

/** The options for `navigator.credentials.get`. */
export const passkeyOptionsAction = publicAction(passkeyOptionsSchema, async ({ pendingToken }, { ip }) => {
  const limit = await hitRateLimit(`passkey-challenge:${ip}`, CHALLENGE_RULE);
  if (!limit.allowed)
    throw new AppError("rate_limited", `Too many attempts. Please try again in ${describeWait(limit.retryAfterMs)}.`);
  if (pendingToken === undefined) return passkeyAuthenticationOptions(db, null);
  const userId = await pendingSignInUser(db, pendingToken);
  if (userId === null) throw new AppError("invalid", "Your sign-in expired. Please sign in again.");
  return passkeyAuthenticationOptions(db, userId);
});
