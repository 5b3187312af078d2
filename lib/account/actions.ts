"use server";
/**
 * Account actions for /account (docs/spec/site-and-admin.md §7 "PATCH /api/user/profile", "PATCH /api/user/password"):
 * validate, call lib/account/profile.ts, revalidate. Neither answer ever carries a password.
 */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { changePasswordSchema, profileSchema, signOutSessionSchema } from "@/lib/auth/schemas";
import { noInputSchema } from "@/lib/input/no-input";
import { deleteSessionByHandle, deleteUserSessions } from "@/lib/auth/sessions";
import { changePassword, updateProfile } from "./profile";
import { setNotificationSetting } from "./notification-settings";
import { notificationSchema } from "./schemas";

/** Saves the signed-in user's profile; answers it. */
export const updateProfileAction = adminAction("account.profile", profileSchema, async (input, { user }) => {
  const profile = await updateProfile(db, user.id, input);
  // The sidebar on every admin page shows the e-mail.
  revalidatePath("/", "layout");
  return profile;
});

/** Turns the signed-in user's alert e-mails or weekly digest on or off; answers the stored choice. */
export const setNotificationAction = adminAction(
  "account.notifications",
  notificationSchema,
  async ({ notification, enabled }, { user }) => {
    await setNotificationSetting(db, user.id, notification, enabled);
    revalidatePath("/account");
    return { notification, enabled };
  },
);

/** Changes the signed-in user's password; this browser stays signed in, every other session ends. */
export const changePasswordAction = adminAction("account.password", changePasswordSchema, async (input, { user }) => {
  await changePassword(db, user, input);
  return null;
});

/** Signs out one of the caller's sessions (another browser, or this one). */
export const signOutSessionAction = adminAction(
  "account.sessions",
  signOutSessionSchema,
  async ({ session }, { user }) => {
    await deleteSessionByHandle(user.id, session);
    revalidatePath("/account");
    return null;
  },
);

/** Signs out every session of the caller but this one. */
export const signOutOtherSessionsAction = adminAction("account.sessions", noInputSchema, async (_input, { user }) => {
  await deleteUserSessions(user.id, user.sid);
  revalidatePath("/account");
  return null;
});
