"use server";
/**
 * Second-factor actions (docs/decisions/auth-and-roles.md "Second factor"): a user's own authenticator and recovery
 * codes on /account, and the owner's policy and reset. Each is audited by its wrapper; no answer but the
 * enrolment's and the new codes' ever carries a secret, and the audit records inputs only.
 */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import {
  confirmAuthenticator,
  removeAuthenticator,
  removePasskey,
  renewRecoveryCodes,
  resetSecondFactor,
} from "./manage-factors";
import { finishPasskeyRegistration, renamePasskey, startPasskeyRegistration } from "./passkeys";
import { setSecondFactorRequired } from "./policy";
import { noInputSchema } from "@/lib/input/no-input";
import {
  confirmAuthenticatorSchema,
  finishPasskeySchema,
  removePasskeySchema,
  renamePasskeySchema,
  targetUserSchema,
  securityPolicySchema,
} from "./schemas";
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
  async ({ requireSecondFactor }, { user }) => {
    // Turned on by an owner without a factor, the next screen would send them to enrol before they could turn it off.
    if (requireSecondFactor && !user.secondFactorEnabled) {
      throw new AppError("conflict", "Add an authenticator app or a passkey to your own account first.");
    }
    await setSecondFactorRequired(db, requireSecondFactor);
    revalidatePath("/", "layout");
    return { requireSecondFactor };
  },
);

/** The owner removes another user's second factors (never reading them). */
export const resetSecondFactorAction = adminAction(
  "security.reset-second-factor",
  targetUserSchema,
  async ({ userId }) => {
    await resetSecondFactor(db, userId);
    revalidatePath("/", "layout");
    return null;
  },
);

/** Starts registering a passkey: the options for the browser, with a challenge kept on the server. */
export const startPasskeyAction = adminAction("account.passkeys", noInputSchema, (_input, { user }) =>
  startPasskeyRegistration(db, user),
);

/** Stores the passkey the browser made; answers the recovery codes of a first factor. */
export const finishPasskeyAction = adminAction(
  "account.passkeys",
  finishPasskeySchema,
  async ({ name, credential }, { user }) => {
    const result = await finishPasskeyRegistration(db, user.id, name, credential);
    revalidatePath("/account");
    return result;
  },
);

/** Renames one of the caller's passkeys. */
export const renamePasskeyAction = adminAction(
  "account.passkeys",
  renamePasskeySchema,
  async ({ id, name }, { user }) => {
    await renamePasskey(db, user.id, id, name);
    revalidatePath("/account");
    return null;
  },
);

/** Removes one of the caller's passkeys. */
export const removePasskeyAction = adminAction("account.passkeys", removePasskeySchema, async ({ id }, { user }) => {
  await removePasskey(db, user.id, id);
  revalidatePath("/account");
  return null;
});
