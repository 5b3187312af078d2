/**
 * The texts the SMS pipeline itself sends back, and the rules every reply follows (docs/sms.md "Reply
 * texts"); a handler's own texts live beside it (lib/sms-intake/handlers/). Each fits 320 characters, two
 * concatenated segments, and the fixed texts use only GSM-7 characters so a segment holds 153 of them
 * (Twilio: https://www.twilio.com/docs/glossary/what-sms-character-limit).
 */
import { cutText } from "@/lib/format/text";

import { NEW_IDEA_KEYWORD } from "./inbound-decision";

/** Longest reply the service sends, in characters. */
export const SMS_REPLY_MAX_LENGTH = 320;

/** How every text of the service starts. */
export const BRAND = "Custom Portal Solutions";

/** Cuts `text` between graphemes to `SMS_REPLY_MAX_LENGTH`, ending with "..." when it had to cut. */
export function fitReply(text: string): string {
  return cutText(text, SMS_REPLY_MAX_LENGTH, { marker: "..." });
}

/**
 * Answer to HELP/INFO: names the service, how it works, the `NEW IDEA` keyword of a conversation
 * (lib/sms/inbound-decision.ts), rates, STOP and START.
 */
export function helpReply(baseUrl: string): string {
  return fitReply(
    `${BRAND}: text us your project idea for a project code and a draft proposal at ${baseUrl.replace(/\/+$/, "")}. Talking with us already? Start a text with ${NEW_IDEA_KEYWORD} for another code. Msg & data rates may apply. Reply STOP to opt out, START to resubscribe.`,
  );
}

/**
 * The one confirmation of a revocation in the person's own words (lib/sms/revocation.ts). 47 CFR
 * 64.1200(a)(12) allows a single text confirming it, within five minutes and without marketing; Twilio
 * sends its own for its whole-message keywords, so this goes only to the others.
 */
export const OPT_OUT_CONFIRMATION = `${BRAND}: you are unsubscribed and will get no more texts from us. Reply START to resubscribe.`;

/** Answer to START/UNSTOP/YES. */
export const WELCOME_BACK_REPLY = `${BRAND}: welcome back, you will get our replies again. Text us your project idea for a project code. Reply HELP for help, STOP to opt out.`;

/** The one answer after the per-number limit is reached; later messages in the window get none. */
export function rateLimitReply(limit: number): string {
  return `${BRAND}: you have reached our limit of ${limit} ideas per 24 hours. Please text us again tomorrow. Reply HELP for help, STOP to opt out.`;
}
