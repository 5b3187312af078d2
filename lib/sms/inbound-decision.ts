/**
 * The one decision every inbound text goes through (docs/sms.md "What happens to a text", its table row
 * by row): revocation, opt-in, opted-out sender, HELP, an open conversation, the per-number limit, and
 * otherwise today's intake (routing, then the project-code handler). Pure: the pipeline
 * (lib/sms-intake/inbound.ts) reads the sender's state in its claim and carries out what this answers.
 */
import { LIMITS } from "@/lib/limits/rules";
import { classifyKeyword } from "./compliance-keywords";
import { revocationIn } from "./revocation";
import { parseSlotChoice, type OpenOffer } from "./slot-choice";

/** Messages that reach routing per number: 5 per 24 hours (docs/sms.md "Compliance"; rule `sms.sender` of lib/limits/rules.ts, key `sms:<From>`). */
export const SMS_RATE_LIMIT = LIMITS["sms.sender"];

/**
 * Days an agency reply, or a lead status past `new` with activity, keeps a number "in conversation"
 * (docs/decisions/sms-and-conversations.md "Two-way SMS is a conversation").
 */
export const CONVERSATION_WINDOW_DAYS = 30;

/**
 * `sms_messages.forwarded_to` of a text received from an opted-out number (the `blocked` decision): kept on the
 * lead's timeline and shown there as received while opted out.
 */
export const RECEIVED_WHILE_OPTED_OUT = "internal://opted-out";

/** The keyword that makes a text an idea even in a conversation: "NEW IDEA a booking app for dog walkers". */
export const NEW_IDEA_KEYWORD = "NEW IDEA";

const NEW_IDEA = /^\s*new\s+idea(?![\p{L}\p{N}])[\s:;,.!\-\u2013\u2014]*/iu;

/** The idea after a leading `NEW IDEA` keyword (any case, then spaces or punctuation), or null without one. */
export function ideaAfterKeyword(body: string): string | null {
  const match = NEW_IDEA.exec(body);
  return match ? body.slice(match[0].length) : null;
}

/** What the pipeline knows of the sender when it decides (read in the claim's one statement). */
export interface SenderState {
  /** The number is in `sms_opt_outs`. */
  optedOut: boolean;
  /** The number is an active `authorized_phones` row (staff). */
  authorized: boolean;
  /** The sender's lead has an open conversation (`CONVERSATION_WINDOW_DAYS`). */
  inConversation: boolean;
  /** The sender's counted messages in the current `SMS_RATE_LIMIT` window, this one included; null when not counted. */
  hits: number | null;
  /** The sender's lead's open, unexpired offer of times (docs/decisions/bookings.md "Slots offered by text"), if any. */
  offer?: OpenOffer | null;
}

/** The text as the decision reads it: Twilio's `Body` and, from Advanced Opt-Out, its `OptOutType`. */
export interface InboundText {
  body: string;
  optOutType?: string | null;
}

/** What to do with one inbound text. */
export type InboundDecision =
  /**
   * A revocation. `keyword` is what the ledger records; `confirm` says whether this app sends the one
   * confirmation (a revocation in the person's words, from a number not opted out yet): Twilio confirms
   * its own whole-message keywords itself and refuses our reply to them.
   */
  | { kind: "opt-out"; keyword: string; confirm: boolean }
  | { kind: "opt-in" }
  /**
   * From an opted-out number: stored, no answer, HELP included; still on the sender's lead's timeline, marked
   * as received while opted out (`RECEIVED_WHILE_OPTED_OUT`): the person wrote it, and the team should read it.
   */
  | { kind: "blocked" }
  | { kind: "help" }
  /** On the lead's timeline, "Needs reply", no automatic answer and no code. */
  | { kind: "conversation" }
  /** A conversation's explicit new idea: the project-code handler takes it. */
  | { kind: "new-idea" }
  /** An answer choosing slot `index` (0-based) of the open offer `offerId`: book it, or offer fresh times. */
  | { kind: "slot-choice"; offerId: number; index: number }
  /** Over the per-number limit: `reply` once when it is first passed, then silence. */
  | { kind: "rate-limited"; reply: boolean }
  /** Today's intake: the routes, then the number's no-match behaviour. */
  | { kind: "route" };

/**
 * Whether the whole text is a keyword or revocation: those never count toward the per-number limit,
 * so an opt-out always goes through.
 */
export function isComplianceText(text: InboundText): boolean {
  return classifyKeyword(text.body, text.optOutType) !== null || revocationIn(text.body) !== null;
}

/** Decides what happens to `text` from a sender in state `sender` (docs/sms.md "What happens to a text"). */
export function decideInbound(text: InboundText, sender: SenderState): InboundDecision {
  const keyword = classifyKeyword(text.body, text.optOutType);
  if (keyword === "opt-out") {
    return { kind: "opt-out", keyword: (text.optOutType?.trim() || text.body.trim()).toUpperCase(), confirm: false };
  }
  const revocation = revocationIn(text.body);
  if (revocation) return { kind: "opt-out", keyword: revocation, confirm: !sender.optedOut };
  // "Yes" or "start" in a conversation answers the agency; they resubscribe only a number that opted out.
  if (keyword === "opt-in" && (sender.optedOut || !sender.inConversation)) return { kind: "opt-in" };
  if (sender.optedOut) return { kind: "blocked" };
  if (keyword === "help") return { kind: "help" };
  if (sender.offer && !sender.authorized) {
    const index = parseSlotChoice(text.body, sender.offer);
    if (index !== null) return { kind: "slot-choice", offerId: sender.offer.id, index };
  }
  if (sender.inConversation && !sender.authorized) {
    return ideaAfterKeyword(text.body) === null ? { kind: "conversation" } : { kind: "new-idea" };
  }
  if (!sender.authorized && sender.hits !== null && sender.hits > SMS_RATE_LIMIT.limit) {
    return { kind: "rate-limited", reply: sender.hits === SMS_RATE_LIMIT.limit + 1 };
  }
  return { kind: "route" };
}
