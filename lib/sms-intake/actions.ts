"use server";
/**
 * SMS Integration Testing (docs/spec/site-and-admin.md §2 "Admin screens" 9; §3 "SMS test response:
 * success, message, code (code, projectIdea, createdAt) or error"): one test text through the webhook's
 * own pipeline.
 */
import { randomBytes } from "node:crypto";
import { after } from "next/server";
import { adminAction } from "@/lib/action";
import { reportError } from "@/lib/error-monitor/report-error";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { testSmsSchema } from "@/lib/sms/schemas";
import { sharedNumber } from "@/lib/sms/shared-number";
import { receiveInboundSms } from "./inbound";
import type { SmsOutcome } from "./internal-handlers";

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
