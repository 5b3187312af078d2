/**
 * Carries out the compliance part of the inbound decision (lib/sms/inbound-decision.ts) inside the
 * message's transaction (docs/spec/operator-console.md §2 "Decision Tree"; docs/spec/site-and-admin.md §1
 * "Messaging terms"): a revocation or opt-in goes to the consent ledger and `sms_opt_outs`, opted-out
 * numbers are blocked, HELP and the per-number limit answer. What passes is a conversation, a new idea,
 * or a text to route.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { smsOptOuts } from "@/lib/db/schema";
import { publishLeadOfPhone } from "./lead-changes";
import { recordConsentEvent } from "./consent-ledger";
import type { HandledMessage } from "./handler";
import type { InboundSms } from "./inbound-message";
import { decideInbound, SMS_RATE_LIMIT, type SenderState } from "./inbound-decision";
import { helpReply, OPT_OUT_CONFIRMATION, rateLimitReply, WELCOME_BACK_REPLY } from "./replies";

/** Compliance answered the message itself (`handled`), or it goes on: to the lead's conversation, as a new idea, or to routing. */
export type ComplianceVerdict =
  | { pass: false; handled: HandledMessage }
  | { pass: true; path: "conversation" | "new-idea" | "route"; authorized: boolean }
  | { pass: true; path: "slot-choice"; authorized: false; offerId: number; index: number };

const handled = (
  reply: string | null,
  status: HandledMessage["status"],
  outcome: HandledMessage["outcome"],
): ComplianceVerdict => ({
  pass: false,
  handled: { reply, status, outcome },
});

/** Decides `message` from a sender in state `sender` and does the compliance part, in the pipeline's transaction `database`. */
export async function checkCompliance(
  database: Database,
  message: InboundSms,
  sender: SenderState,
  baseUrl: string,
): Promise<ComplianceVerdict> {
  const decision = decideInbound(message, sender);
  switch (decision.kind) {
    case "opt-out":
      await recordConsentEvent(database, message, "opt-out", decision.keyword);
      await database
        .insert(smsOptOuts)
        .values({ phoneNumber: message.from })
        .onConflictDoNothing({ target: smsOptOuts.phoneNumber });
      await publishLeadOfPhone(database, message.from);
      return handled(decision.confirm ? OPT_OUT_CONFIRMATION : null, "routed", "opted-out");
    case "opt-in":
      await recordConsentEvent(
        database,
        message,
        "opt-in",
        (message.optOutType?.trim() || message.body.trim()).toUpperCase(),
      );
      await database.delete(smsOptOuts).where(eq(smsOptOuts.phoneNumber, message.from));
      await publishLeadOfPhone(database, message.from);
      return handled(WELCOME_BACK_REPLY, "routed", "opted-in");
    case "blocked":
      return handled(null, "blocked", "blocked");
    case "help":
      return handled(helpReply(baseUrl), "routed", "help");
    case "rate-limited":
      return handled(decision.reply ? rateLimitReply(SMS_RATE_LIMIT.limit) : null, "blocked", "rate-limited");
    case "slot-choice":
      return { pass: true, path: "slot-choice", authorized: false, offerId: decision.offerId, index: decision.index };
    case "conversation":
    case "new-idea":
    case "route":
      return { pass: true, path: decision.kind, authorized: sender.authorized };
  }
}
