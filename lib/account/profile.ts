/**
 * The signed-in user's own account (docs/spec/site-and-admin.md §7 "PATCH /api/user/profile", "PATCH /api/user/password"):
 * profile fields and the password. Each function takes the database, so it runs without Next; neither
 * answer ever carries a password.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { deleteUserSessions } from "@/lib/auth/sessions";
import type { Database } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { AppError } from "@/lib/errors/app-error";
import { releaseAttempt, spendAttempt } from "@/lib/limits/count-attempt";
import type { ChangePasswordInput, profileSchema } from "@/lib/auth/schemas";

const EMAIL_TAKEN = "That email is already in use";

/** The stored profile: empty optional fields are null. */
export interface Profile {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
}

/**
 * Saves e-mail, names and phone (digits only) of user `userId`; answers the saved profile.
 * @throws AppError `conflict` for an e-mail another account has, compared case-insensitively.
 */
export async function updateProfile(
  db: Database,
  userId: number,
  input: z.output<typeof profileSchema>,
): Promise<Profile> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, ne(users.id, userId)));
  if (taken) throw new AppError("conflict", EMAIL_TAKEN);
  const profile = {
    email: input.email,
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    phoneNumber: input.phoneNumber || null,
  };
  try {
    await db.update(users).set(profile).where(eq(users.id, userId));
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw new AppError("conflict", EMAIL_TAKEN);
    throw error;
  }
  return profile;
}

/**
 * Changes the password of `user` after checking the current one, then signs out every other session of
 * the user (`user.sid` stays signed in). Five wrong current passwords in 15 minutes lock the form for the
 * rest of the window, as sign-in does (rule `password-change` of lib/limits/rules.ts): each try is counted
 * before the password is checked, and a right one takes back only its own count.
 * @throws AppError `rate_limited` while locked, `invalid` for a wrong current password.
 */
export async function changePassword(
  db: Database,
  user: { id: number; sid: string },
  input: ChangePasswordInput,
): Promise<void> {
  const attempt = await spendAttempt(
    "password-change",
    user.id,
    (wait) => `Too many incorrect attempts. Please try again in ${wait}.`,
  );
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.password, input.currentPassword))) {
    throw new AppError("invalid", "Current password is incorrect");
  }
  await releaseAttempt(attempt);
  await db
    .update(users)
    .set({ password: await hashPassword(input.newPassword) })
    .where(eq(users.id, user.id));
  await deleteUserSessions(user.id, user.sid);
}
