/**
 * The decision table of docs/sms.md "What happens to a text", row by row: each row is one sender state
 * and one text, and the decision the table gives.
 */
import { describe, expect, it } from "vitest";
import {
  decideInbound,
  ideaAfterKeyword,
  isComplianceText,
  SMS_RATE_LIMIT,
  type SenderState,
} from "@/lib/sms/inbound-decision";

const stranger: SenderState = { optedOut: false, authorized: false, inConversation: false, hits: 1 };
const talking: SenderState = { optedOut: false, authorized: false, inConversation: true, hits: null };
const optedOut: SenderState = { optedOut: true, authorized: false, inConversation: false, hits: null };
const optedOutTalking: SenderState = { ...optedOut, inConversation: true };
const staff: SenderState = { optedOut: false, authorized: true, inConversation: false, hits: null };
const staffWithLead: SenderState = { ...staff, inConversation: true };
const offer = { id: 7, starts: ["2030-01-08T15:00:00.000Z", "2030-01-08T19:30:00.000Z"], timeZone: "America/New_York" };
const offered: SenderState = { ...talking, offer };

describe("decideInbound: the table of docs/sms.md", () => {
  it.each([
    // Revocations: Twilio's whole-message keywords (Twilio confirms them) and the rule's words anywhere (we confirm once).
    ["STOP", stranger, { kind: "opt-out", keyword: "STOP", confirm: false }],
    ["  unsubscribe ", talking, { kind: "opt-out", keyword: "UNSUBSCRIBE", confirm: false }],
    ["ARRET", { ...stranger }, { kind: "route" }],
    ["stop please", stranger, { kind: "opt-out", keyword: "STOP", confirm: true }],
    ["Please stop texting me", talking, { kind: "opt-out", keyword: "STOP", confirm: true }],
    ["I want to OPT OUT", talking, { kind: "opt-out", keyword: "OPT OUT", confirm: true }],
    ["stop please", optedOut, { kind: "opt-out", keyword: "STOP", confirm: false }],
    ["can we cancel tomorrow?", talking, { kind: "opt-out", keyword: "CANCEL", confirm: true }],
    // Opt-in: resubscribes an opted-out number; in a conversation "Yes" is an answer.
    ["START", optedOut, { kind: "opt-in" }],
    ["yes", optedOutTalking, { kind: "opt-in" }],
    ["YES", stranger, { kind: "opt-in" }],
    ["Yes", talking, { kind: "conversation" }],
    // An opted-out number is blocked, HELP included.
    ["HELP", optedOut, { kind: "blocked" }],
    ["a booking app for dog walkers", optedOut, { kind: "blocked" }],
    ["HELP", stranger, { kind: "help" }],
    // An open offer of times: a choice books it; anything else stays the conversation's; compliance first.
    ["2", offered, { kind: "slot-choice", offerId: 7, index: 1 }],
    ["tue 2:30", offered, { kind: "slot-choice", offerId: 7, index: 1 }],
    ["sounds good, thanks", offered, { kind: "conversation" }],
    ["STOP", offered, { kind: "opt-out", keyword: "STOP", confirm: false }],
    ["HELP", offered, { kind: "help" }],
    ["2", { ...offered, optedOut: true }, { kind: "blocked" }],
    ["2", { ...staffWithLead, offer }, { kind: "route" }],
    ["help", talking, { kind: "help" }],
    // A conversation: no code, no automatic answer, whatever the length; NEW IDEA asks for a code.
    ["Yes tomorrow at 10 works for me, thanks!", talking, { kind: "conversation" }],
    ["ok", talking, { kind: "conversation" }],
    ["thanks!", talking, { kind: "conversation" }],
    ["the weekend works", talking, { kind: "conversation" }],
    ["NEW IDEA a booking app for dog walkers", talking, { kind: "new-idea" }],
    ["new idea: a shop for my bakery", talking, { kind: "new-idea" }],
    ["a new idea of mine: a shop", talking, { kind: "conversation" }],
    // Staff: their commands are never a conversation.
    ["ABCD1234;A portal", staffWithLead, { kind: "route" }],
    // Outside a conversation: today's intake, with the limit.
    ["Yes tomorrow at 10 works for me, thanks!", stranger, { kind: "route" }],
    ["ok", stranger, { kind: "route" }],
    ["an idea", { ...stranger, hits: SMS_RATE_LIMIT.limit }, { kind: "route" }],
    ["an idea", { ...stranger, hits: SMS_RATE_LIMIT.limit + 1 }, { kind: "rate-limited", reply: true }],
    ["an idea", { ...stranger, hits: SMS_RATE_LIMIT.limit + 2 }, { kind: "rate-limited", reply: false }],
    ["an idea", { ...staff, hits: null }, { kind: "route" }],
  ] as const)("%j from %o → %o", (body, sender, decision) => {
    expect(decideInbound({ body }, sender)).toEqual(decision);
  });

  it("follows Twilio's OptOutType for keywords configured at Twilio", () => {
    expect(decideInbound({ body: "ARRET", optOutType: "STOP" }, stranger)).toEqual({
      kind: "opt-out",
      keyword: "STOP",
      confirm: false,
    });
    expect(decideInbound({ body: "AIDE", optOutType: "HELP" }, talking)).toEqual({ kind: "help" });
  });
});

describe("the NEW IDEA keyword", () => {
  it.each([
    ["NEW IDEA a booking app", "a booking app"],
    ["new idea: a shop", "a shop"],
    ["  New Idea - an app", "an app"],
    ["NEW IDEA", ""],
  ])("%j carries the idea %j", (body, idea) => {
    expect(ideaAfterKeyword(body)).toBe(idea);
  });

  it.each(["NEW IDEAS for later", "my new idea", "newidea app"])("%j has no keyword", (body) => {
    expect(ideaAfterKeyword(body)).toBeNull();
  });
});

describe("isComplianceText: never counted toward the limit", () => {
  it.each(["STOP", "stop please", "START", "HELP"])("%j", (body) => expect(isComplianceText({ body })).toBe(true));
  it("an idea counts", () => expect(isComplianceText({ body: "a booking app for dog walkers" })).toBe(false));
});
