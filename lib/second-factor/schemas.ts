/** zod schemas of the second-factor and session actions (forms and actions share them). */
import { z } from "zod";
import { identifier } from "@/lib/input/identifiers";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";

/** A 6-digit authenticator code as typed; spaces (apps show "123 456") are dropped. */
export const authenticatorCode = z
  .string()
  .max(20, "Enter the 6-digit code from your authenticator app")
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));

/** Confirming the authenticator being added with one of its codes. */
export const confirmAuthenticatorSchema = z.object({ code: authenticatorCode });
export type ConfirmAuthenticatorInput = z.input<typeof confirmAuthenticatorSchema>;

/** The owner's security policy. */
export const securityPolicySchema = z.object({ requireSecondFactor: z.boolean() });

/** Another user, whose second factor an owner resets. */
export const targetUserSchema = z.object({ userId: rowId() });

/** A passkey's name, chosen by its user ("Work laptop"). */
export const passkeyName = userText({ label: "Name" })
  .min(1, "Give the passkey a name")
  .max(60, "Must be at most 60 characters");

/** The browser's answer to a registration, with the name for the new passkey. */
export const finishPasskeySchema = z.object({
  name: passkeyName,
  /** The WebAuthn `RegistrationResponseJSON`, as JSON text (public data; named so the audit leaves it out). */
  credential: z.string().min(1).max(12_000),
});
export type FinishPasskeyInput = z.input<typeof finishPasskeySchema>;

/** Renaming one of the caller's passkeys. */
export const renamePasskeySchema = z.object({ id: rowId(), name: passkeyName });
export type RenamePasskeyInput = z.input<typeof renamePasskeySchema>;

/** Removing one of the caller's passkeys. */
export const removePasskeySchema = z.object({ id: rowId() });

/** Asking for a passkey challenge at sign-in: for the second step (its pending token), or to sign in with a passkey alone. */
export const passkeyOptionsSchema = z.object({
  pendingToken: identifier("token", "Your sign-in expired. Please sign in again.").optional(),
});
