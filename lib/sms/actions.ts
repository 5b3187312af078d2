"use server";
/**
 * Server actions of the SMS domain: the inbox's saved replies (docs/sms.md "Saved replies") and a number's
 * opt-out status: validate, call lib/sms. The test page's action runs the intake (lib/sms-intake/actions.ts).
 */
import { adminAction } from "@/lib/action";
import { revalidatePath } from "next/cache";
import { db } from "@/lib/db";
import { createSavedReply, deleteSavedReply, updateSavedReply } from "./saved-replies";
import { normalizePhoneNumber } from "@/lib/format/phone";
import { optedOutReason, optedOutSince } from "./consent";
import { optOutStatusSchema, savedReplyIdSchema, savedReplySchema, updateSavedReplySchema } from "./schemas";

const SAVED_REPLIES_SCREEN = "/leads/settings";

/** Adds a saved reply (the inbox's settings); answers its id. */
export const createSavedReplyAction = adminAction("sms.saved-replies", savedReplySchema, async (input, { user }) => {
  const id = await createSavedReply(db, input, user.username);
  revalidatePath(SAVED_REPLIES_SCREEN);
  return { id };
});

/** Changes a saved reply's name or text. */
export const updateSavedReplyAction = adminAction(
  "sms.saved-replies",
  updateSavedReplySchema,
  async ({ id, ...input }) => {
    await updateSavedReply(db, id, input);
    revalidatePath(SAVED_REPLIES_SCREEN);
    return { id };
  },
);

/** Deletes a saved reply; texts already sent with it keep their words. */
export const deleteSavedReplyAction = adminAction("sms.saved-replies", savedReplyIdSchema, async ({ id }) => {
  await deleteSavedReply(db, id);
  revalidatePath(SAVED_REPLIES_SCREEN);
  return { id };
});

/**
 * Whether a number typed in a form opted out, and why it gets nothing (the SMS alert channel form warns
 * with it, docs/sms.md "One consent rule at the channel"); a text that is not a number is not opted out.
 */
export const smsOptOutStatusAction = adminAction("sms.opt-out-status", optOutStatusSchema, async ({ phone }) => {
  const number = normalizePhoneNumber(phone);
  const since = number ? await optedOutSince(db, number) : null;
  return { optedOut: since !== null, reason: number && since ? optedOutReason(number, since) : null };
});
