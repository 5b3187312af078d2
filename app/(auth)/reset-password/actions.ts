"use server";
/** Server action behind /reset-password (site-and-admin.md §7 "POST /api/reset-password"). */
import { publicAction } from "@/lib/action";
import { PASSWORD_RESET_MESSAGE, resetPasswordWithToken } from "@/lib/auth/reset-tokens";
import { resetPasswordSchema } from "@/lib/validations/auth";

/** Spends the token and sets the new password; "This password reset link is invalid or expired" otherwise. */
export const resetPasswordAction = publicAction(resetPasswordSchema, async ({ token, password }) => {
  await resetPasswordWithToken(token, password);
  return { message: PASSWORD_RESET_MESSAGE };
});
