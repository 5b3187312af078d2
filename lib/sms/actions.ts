"use server";
/**
 * Server actions of the SMS domain: SMS Integration Testing (docs/spec/site-and-admin.md §2 "Admin screens" 9; §3 "SMS
 * test response: success, message, code (code, projectIdea, createdAt) or error"), and the inbox's saved
 * replies (docs/sms.md "Saved replies"): validate, call lib/sms.
 */
import { randomBytes } from "node:crypto";
import { after } from "next/server";
import { adminAction } from "@/lib/action";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { reportError } from "@/lib/error-monitor/report-error";
import { revalidatePath } from "next/cache";
import { db } from "@/lib/db";
import { createSavedReply, deleteSavedReply, updateSavedReply } from "./saved-replies";
import { normalizePhoneNumber } from "@/lib/format/phone";
import { optedOutReason, optedOutSince } from "./consent";
import {
  optOutStatusSchema,
  savedReplyIdSchema,
  savedReplySchema,
  testSmsSchema,
  updateSavedReplySchema,
} from "./schemas";
import type { SmsOutcome } from "@/lib/sms-intake/internal-handlers";
import { receiveInboundSms } from "@/lib/sms-intake/inbound";
import { sharedNumber } from "./shared-number";

/** What the test page shows: the reply the phone would get, and the code when one was created or given again. */
export type TestSmsResult =
  | {
      success: true;
      message: string;
      reply: string | null;
      code: { code: string; projectIdea: string; createdAt: string } | null;
    }
  | { success: false; error: string; reply: string | null };

const SUCCESS: Partial<Record<SmsOutcome, string>> = {
  "code-created": "Project code created.",
  "code-repeated": "This number sent the same idea within 24 hours: it gets the same code again.",
  "opted-out": "The number is opted out. No reply is sent; the carrier confirms the opt-out.",
  "opted-in": "The number is opted back in.",
  help: "Help text sent.",
  conversation:
    "This number is in a conversation with the agency: the text is on its lead's timeline, marked Needs reply, with no automatic reply.",
};

const FAILURE: Partial<Record<SmsOutcome, string>> = {
  blocked:
    "This number has opted out (STOP): its messages are stored as blocked and get no reply until it texts START.",
  "rate-limited": "This number has reached the limit of 5 messages per 24 hours.",
  unhandled: "No handler took the message.",
};

/**
 * Runs one test message through the webhook's own pipeline (`receiveInboundSms`) with a fresh
 * MessageSid, minus the signature check, and describes the outcome. Limited per user (rule `sms.test` of
 * lib/limits/rules.ts), besides the per-number limit every text meets.
 * @throws AppError `rate_limited` past the user's runs for the window.
 */
export const sendTestSmsAction = adminAction(
  "sms.test",
  testSmsSchema,
  async ({ message, phoneNumber }, { user }): Promise<TestSmsResult> => {
    await spendAttempt("sms.test", user.id);
    const result = await receiveInboundSms(
      {
        messageSid: `SM${randomBytes(16).toString("hex")}`,
        from: phoneNumber,
        to: sharedNumber(),
        body: message,
      },
      { defer: (task) => after(() => task().catch((error) => reportError(error, { severity: "medium" }))) },
    );
    const code = result.detail
      ? { code: result.detail.code, projectIdea: result.detail.draft, createdAt: result.detail.createdAt.toISOString() }
      : null;
    const success = SUCCESS[result.outcome];
    if (success) return { success: true, message: success, reply: result.reply, code };
    const error = FAILURE[result.outcome] ?? result.reply ?? "The message was not accepted.";
    return {
      success: false,
      error: result.outcome === "rate-limited" && result.reply ? `${error} ${result.reply}` : error,
      reply: result.reply,
    };
  },
);

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
