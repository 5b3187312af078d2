"use server";
/** The owner's sign-out of another user everywhere (docs/decisions.md "Sessions"): every session of theirs ends at its next request. */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { targetUserSchema } from "@/lib/second-factor/schemas";
import { deleteUserSessions } from "./sessions";

/** Ends every session of the user `userId` (the Team screen's "Sign out everywhere"). */
export const signOutUserEverywhereAction = adminAction(
  "security.sign-out-user",
  targetUserSchema,
  async ({ userId }) => {
    await deleteUserSessions(userId);
    revalidatePath("/", "layout");
    return null;
  },
);
