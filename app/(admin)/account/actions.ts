"use server";
/**
 * Account actions for /account (site-and-admin.md §7 "PATCH /api/user/profile", "PATCH /api/user/password").
 * Neither answer ever carries a password.
 */
import { revalidatePath } from "next/cache";
import { and, eq, ne, sql } from "drizzle-orm";
import { ActionError, adminAction } from "@/lib/action";
import { LOGIN_PAIR_RULE } from "@/lib/auth/login-throttle";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { deleteUserSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { describeWait, hitRateLimit, peekRateLimit, resetRateLimit } from "@/lib/rate-limit";
import { changePasswordSchema, profileSchema } from "@/lib/validations/auth";

const EMAIL_TAKEN = "That email is already in use";

/**
 * Saves e-mail, names and phone (digits only) of the signed-in user; empty optional fields become null.
 * Answers the saved profile. Refuses an e-mail another account has, compared case-insensitively.
 */
export const updateProfileAction = adminAction(profileSchema, async (input, { user }) => {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, ne(users.id, user.id)));
  if (taken) throw new ActionError(EMAIL_TAKEN);
  const profile = {
    email: input.email,
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    phoneNumber: input.phoneNumber || null,
  };
  try {
    await db.update(users).set(profile).where(eq(users.id, user.id));
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw new ActionError(EMAIL_TAKEN);
    throw error;
  }
  // The sidebar on every admin page shows the e-mail.
  revalidatePath("/", "layout");
  return profile;
});

/**
 * Changes the signed-in user's password after checking the current one, then signs out every other
 * session of the user (this browser stays signed in). Five wrong current passwords in 15 minutes lock
 * the form for the rest of the window, as sign-in does.
 */
export const changePasswordAction = adminAction(changePasswordSchema, async (input, { user }) => {
  const failures = `password-change:user:${user.id}`;
  const lock = await peekRateLimit(failures, LOGIN_PAIR_RULE);
  if (!lock.allowed) {
    throw new ActionError(`Too many incorrect attempts. Please try again in ${describeWait(lock.retryAfterMs)}.`);
  }
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.password, input.currentPassword))) {
    await hitRateLimit(failures, LOGIN_PAIR_RULE);
    throw new ActionError("Current password is incorrect");
  }
  await resetRateLimit(failures);
  await db.update(users).set({ password: await hashPassword(input.newPassword) }).where(eq(users.id, user.id));
  await deleteUserSessions(user.id, user.sid);
  return null;
});
