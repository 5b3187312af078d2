"use server";
/**
 * Second-factor actions (docs/decisions.md "Second factor"): a user's own authenticator and recovery
 * codes on /account, and the owner's policy and reset. Each is audited by its wrapper; no answer but the
 * enrolment's and the new codes' ever carries a secret, and the audit records inputs only.
 */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { confirmAuthenticator, removeAuthenticator, renewRecoveryCodes, resetSecondFactor } from "./manage-factors";
import { setSecondFactorRequired } from "./policy";
import { noInputSchema } from "@/lib/auth/schemas";
import { confirmAuthenticatorSchema, resetSecondFactorSchema, securityPolicySchema } from "./schemas";
import { startTotpEnrolment } from "./totp";

/** Starts adding an authenticator: a new secret, its QR code and text, not in force until confirmed. */
export const startAuthenticatorAction = adminAction("account.authenticator", noInputSchema, (_input, { user }) =>
  startTotpEnrolment(db, user),
);

/** Puts the authenticator in force with one code from it; answers the recovery codes of a first factor. */
export const confirmAuthenticatorAction = adminAction(
  "account.authenticator",
  confirmAuthenticatorSchema,
  async ({ code }, { user }) => {
    const result = await confirmAuthenticator(db, user.id, code);
    revalidatePath("/account");
    return result;
  },
);

/** Removes the caller's authenticator. */
export const removeAuthenticatorAction = adminAction(
  "account.authenticator",
  noInputSchema,
  async (_input, { user }) => {
    await removeAuthenticator(db, user.id);
    revalidatePath("/account");
    return null;
  },
);

/** Replaces the caller's recovery codes with ten new ones, answered once. */
export const renewRecoveryCodesAction = adminAction(
  "account.recovery-codes",
  noInputSchema,
  async (_input, { user }) => {
    const recoveryCodes = await renewRecoveryCodes(db, user.id);
    revalidatePath("/account");
    return { recoveryCodes };
  },
);

/** The owner's policy: require a second factor of everyone. */
export const setSecurityPolicyAction = adminAction(
  "security.policy",
  securityPolicySchema,
  async ({ requireSecondFactor }) => {
    await setSecondFactorRequired(db, requireSecondFactor);
    revalidatePath("/", "layout");
    return { requireSecondFactor };
  },
);

/** The owner removes another user's second factors (never reading them). */
export const resetSecondFactorAction = adminAction(
  "security.reset-second-factor",
  resetSecondFactorSchema,
  async ({ userId }) => {
    await resetSecondFactor(db, userId);
    revalidatePath("/", "layout");
    return null;
  },
);
