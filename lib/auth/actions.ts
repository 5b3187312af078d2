"use server";
/**
 * Server actions behind "Forgot your password?" on /auth and behind /reset-password (docs/spec/site-and-admin.md §7
 * "POST /api/forgot-password", "POST /api/reset-password").
 */
import { after } from "next/server";
import { publicAction } from "@/lib/action";
import { reportError } from "@/lib/error-monitor/report-error";
import { forgotPasswordSchema, resetPasswordSchema } from "./schemas";
import { PASSWORD_RESET_MESSAGE, requestPasswordReset, resetPasswordWithToken } from "./reset-tokens";

/** Sends a reset link when the account exists, after answering the same message either way. */
export const forgotPasswordAction = publicAction(forgotPasswordSchema, async ({ email }, { ip }) => ({
  message: await requestPasswordReset(email, ip, (work) =>
    after(() => work().catch((error) => reportError(error, { severity: "high" }))),
  ),
}));

/** Spends the token and sets the new password; "This password reset link is invalid or expired" otherwise. */
export const resetPasswordAction = publicAction(resetPasswordSchema, async ({ token, password }) => {
  await resetPasswordWithToken(token, password);
  return { message: PASSWORD_RESET_MESSAGE };
});
