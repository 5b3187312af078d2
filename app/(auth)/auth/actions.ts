"use server";
/** Server action behind "Forgot your password?" on /auth (site-and-admin.md §7 "POST /api/forgot-password"). */
import { publicAction } from "@/lib/action";
import { requestPasswordReset } from "@/lib/auth/reset-tokens";
import { forgotPasswordSchema } from "@/lib/validations/auth";

/** Sends a reset link when the account exists; answers the same message either way. */
export const forgotPasswordAction = publicAction(forgotPasswordSchema, async ({ email }, { ip }) => ({
  message: await requestPasswordReset(email, ip),
}));
