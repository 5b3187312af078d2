/** zod schemas for sign-in, password reset and the account page; messages are the spec's (docs/spec/site-and-admin.md §5). */
import { z } from "zod";
import { identifier } from "@/lib/input/identifiers";
import { userText } from "@/lib/input/user-text";
import { INVALID_PHONE_MESSAGE, profilePhoneNumber } from "@/lib/format/phone";
import { authenticatorCode } from "@/lib/second-factor/schemas";

export const MIN_PASSWORD_LENGTH = 6;
/**
 * Longest phone number the profile form accepts as typed. The spec's 14 characters fit "(555) 123-4567"
 * but not the same number typed with its country code ("+1 555 123 4567"), so the field takes what any
 * E.164 number needs with its spacing (docs/decisions/console-and-forms.md "What a new admin trips over").
 */
export const PHONE_FIELD_MAX = 24;

export const loginSchema = z.object({
  username: userText({ label: "Username" }).min(1, "Username is required").max(50, "Username is too long"),
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
});

export const forgotPasswordSchema = z.object({
  email: userText({ label: "Email" })
    .min(1, "Please enter your email address")
    .max(255, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
});

export const resetPasswordSchema = z.object({
  token: z
    .string("Reset token is required")
    .trim()
    .min(1, "Reset token is required")
    .pipe(
      identifier("token", "This reset link is not valid. Copy the whole link from the e-mail, or ask for a new one."),
    ),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, "Password must be at least 6 characters")
    .max(200, "Password is too long"),
});

const optionalName = userText({ label: "Name" }).max(100, "Must be at most 100 characters").optional().default("");

export const profileSchema = z.object({
  email: userText({ label: "Email" }).min(1, "Invalid email address").pipe(z.email("Invalid email address")),
  firstName: optionalName,
  lastName: optionalName,
  phoneNumber: userText({ label: "Phone number" })
    .max(PHONE_FIELD_MAX, "Phone number is too long")
    .optional()
    .default("")
    .transform((value, ctx) => {
      const stored = profilePhoneNumber(value);
      if (stored === null) {
        ctx.addIssue({ code: "custom", message: INVALID_PHONE_MESSAGE });
        return z.NEVER;
      }
      return stored;
    }),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required"),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, "Password must be at least 6 characters").max(200),
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

export type LoginInput = z.infer<typeof loginSchema>;
export type ProfileInput = z.input<typeof profileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A 6-digit authenticator code as typed (lib/second-factor/schemas.ts, the factor's own rule). */
export { authenticatorCode };

/** The second step of a sign-in (next-auth provider `second-factor`): the pending token and one factor. */
export const secondFactorSignInSchema = z.object({
  pendingToken: identifier("token", "Your sign-in expired. Please sign in again."),
  method: z.enum(["authenticator", "recovery-code", "passkey"]),
  /** An authenticator or recovery code. */
  code: z.string().max(64, "That code is too long").optional().default(""),
  /** A passkey's answer (the WebAuthn `AuthenticationResponseJSON`, as JSON text). */
  response: z.string().max(12_000).optional().default(""),
});
export type SecondFactorSignInInput = z.input<typeof secondFactorSignInSchema>;

/** Signing out one of the caller's own sessions, named by its public handle (never its id). */
export const signOutSessionSchema = z.object({ session: z.string().regex(/^[0-9a-f]{64}$/, "Unknown session") });
