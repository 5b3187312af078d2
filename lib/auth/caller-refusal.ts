/**
 * The one gate every admin server action (lib/action.ts) and admin route handler (lib/auth/route.ts)
 * passes before it reads its input: the caller's role against the permission table, then the owner's
 * second-factor policy (docs/decisions/auth-and-roles.md "Second factor", "Policy"). The admin layout sends a user the
 * policy stops to /second-factor-setup; this is the same rule for a caller that skips the screens.
 */
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { secondFactorRequired } from "@/lib/second-factor/policy";
import { FORBIDDEN_MESSAGE, permissionOf, type PermissionKey } from "./permissions";
import type { SessionUser } from "./session";

/** What a caller without a second factor is told while the owner requires one (code `forbidden`, HTTP 403). */
export const ENROL_FIRST_MESSAGE =
  "Your team requires a second factor. Set up an authenticator app or a passkey at /second-factor-setup, then try again.";

/**
 * Why `user` may not call what `key` names, as the `forbidden` error to throw, or null when they may.
 * The policy's row is read only for a user without a factor, so the gate costs the others nothing.
 */
export async function callerRefusal(user: SessionUser, key: PermissionKey): Promise<AppError | null> {
  const permission = permissionOf(key);
  if (!permission.roles.includes(user.role)) return new AppError("forbidden", FORBIDDEN_MESSAGE);
  if (user.secondFactorEnabled || permission.beforeSecondFactor) return null;
  return (await secondFactorRequired(db)) ? new AppError("forbidden", ENROL_FIRST_MESSAGE) : null;
}
