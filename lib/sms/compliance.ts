/**
 * The security and compliance check every inbound message passes before routing (docs/spec/operator-console.md
 * §2 "Decision Tree": opt-outs, blocked numbers, rate limits; docs/spec/site-and-admin.md §1 "Messaging terms").
 * Order: opt-out and opt-in keywords, then opted-out numbers (blocked, no reply), then HELP, then the
 * per-number limit. Authorized phones are exempt from the limit. Every opt-out and opt-in also goes to
 * the consent ledger (lib/sms/consent-ledger.ts).
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { smsOptOuts } from "@/lib/db/schema";
import type { RateLimitRule } from "@/lib/rate-limit";
import { recordConsentEvent } from "./consent-ledger";
import type { HandledMessage } from "./handler";
import type { InboundSms } from "./inbound-message";
import { classifyKeyword } from "./compliance-keywords";
import { helpReply, rateLimitReply, WELCOME_BACK_REPLY } from "./replies";

/** Messages that reach routing per number: 5 per 24 hours (docs/sms.md "Rate limit"), key `sms:<From>`. */
export const SMS_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 24 * 60 * 60_000 };

/** What the pipeline learns of the sender when it claims the message (lib/sms/inbound.ts). */
export interface SenderStatus {
  /** The number is in `sms_opt_outs`. */
  optedOut: boolean;
  /** The number is an active `authorized_phones` row. */
  authorized: boolean;
  /**
   * The sender's messages in the current `SMS_RATE_LIMIT` window, this one included; null when this
   * message is not counted (see `countsTowardLimit`; opted-out and authorized senders are not counted).
   */
  hits: number | null;
}

/** Whether a message counts toward the per-number limit: every message except the compliance keywords. */
export function countsTowardLimit(message: InboundSms): boolean {
  return classifyKeyword(message.body, message.optOutType) === null;
}

/** Compliance answered the message itself (`handled`), or it may be routed (`authorized` says who sent it). */
export type ComplianceVerdict = { pass: false; handled: HandledMessage } | { pass: true; authorized: boolean };

const handled = (reply: string | null, status: HandledMessage["status"], outcome: HandledMessage["outcome"]): ComplianceVerdict => ({
  pass: false,
  handled: { reply, status, outcome },
});

/** Runs the check inside the pipeline's transaction `database`; records opt-outs and applies the limit. */
export async function checkCompliance(
  database: Database,
  message: InboundSms,
  sender: SenderStatus,
  baseUrl: string,
): Promise<ComplianceVerdict> {
  const keyword = classifyKeyword(message.body, message.optOutType);
  if (keyword === "opt-out" || keyword === "opt-in") await recordConsentEvent(database, message, keyword);
  if (keyword === "opt-out") {
    // The carrier (Twilio) confirms an opt-out itself; a reply of ours would not be delivered.
    await database.insert(smsOptOuts).values({ phoneNumber: message.from }).onConflictDoNothing({ target: smsOptOuts.phoneNumber });
    return handled(null, "routed", "opted-out");
  }
  if (keyword === "opt-in") {
    await database.delete(smsOptOuts).where(eq(smsOptOuts.phoneNumber, message.from));
    return handled(WELCOME_BACK_REPLY, "routed", "opted-in");
  }
  if (sender.optedOut) return handled(null, "blocked", "blocked");
  if (keyword === "help") return handled(helpReply(baseUrl), "routed", "help");
  if (!sender.authorized && sender.hits !== null && sender.hits > SMS_RATE_LIMIT.limit) {
    // One polite answer when the limit is first passed, then silence until the window ends.
    return handled(sender.hits === SMS_RATE_LIMIT.limit + 1 ? rateLimitReply(SMS_RATE_LIMIT.limit) : null, "blocked", "rate-limited");
  }
  return { pass: true, authorized: sender.authorized };
}
