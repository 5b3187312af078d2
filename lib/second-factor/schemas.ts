/** zod schemas of the second-factor and session actions (forms and actions share them). */
import { z } from "zod";
import { authenticatorCode } from "@/lib/auth/schemas";
import { rowId } from "@/lib/input/row-id";

/** Confirming the authenticator being added with one of its codes. */
export const confirmAuthenticatorSchema = z.object({ code: authenticatorCode });
export type ConfirmAuthenticatorInput = z.input<typeof confirmAuthenticatorSchema>;

/** The owner's security policy. */
export const securityPolicySchema = z.object({ requireSecondFactor: z.boolean() });

/** An owner's reset of another user's second factor. */
export const resetSecondFactorSchema = z.object({ userId: rowId() });
