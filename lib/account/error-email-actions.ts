"use server";
/** The error e-mail switch of /account (docs/spec/operator-console.md §3 `admin_settings.errorEmailEnabled`). */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { errorEmailSchema } from "@/lib/error-monitor/schemas";
import { setNotificationSetting } from "./notification-settings";
import { db } from "@/lib/db";

/** Turns the signed-in admin's critical-error e-mails on or off; answers the stored value. */
export const setErrorEmailAction = adminAction(
  "account.error-emails",
  errorEmailSchema,
  async ({ errorEmailEnabled }, { user }) => {
    await setNotificationSetting(db, user.id, "error-emails", errorEmailEnabled);
    revalidatePath("/account");
    return { errorEmailEnabled };
  },
);
