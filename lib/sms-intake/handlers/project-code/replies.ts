/**
 * The project-code handler's texts (docs/sms.md "Reply texts"), under the rules of lib/sms/replies.ts:
 * at most `SMS_REPLY_MAX_LENGTH` characters, fixed parts in GSM-7.
 */
import { cutText } from "@/lib/format/text";
import { bookingLink } from "@/lib/bookings/booking-link";
import { shareLink } from "@/lib/project-codes/share-link";
import { BRAND, fitReply, SMS_REPLY_MAX_LENGTH } from "@/lib/sms/replies";

/** Noncharacters XML 1.0 forbids (a C0 control never reaches a reply: the webhook refuses it in `Body`). */
const NOT_IN_TWIML = /[\uFFFE\uFFFF]/g;

/**
 * The idea in at most `maxLength` characters: whitespace collapsed, U+FFFE and U+FFFF (which TwiML cannot
 * carry) read as U+FFFD, cut between graphemes at a word boundary with "..." (three dots, not the
 * ellipsis character, which would switch the whole SMS to UCS-2).
 */
export function summarizeIdea(idea: string, maxLength: number): string {
  const flat = idea.replace(/\s+/g, " ").replace(NOT_IN_TWIML, "\uFFFD").trim();
  return cutText(flat, maxLength, { marker: "...", atWordBoundary: true });
}

/** Answer to a text too short to be an idea. */
export function ideaTooShortReply(minLength: number): string {
  return `${BRAND}: please text a short description of your project idea (at least ${minLength} characters) and we will reply with a project code. Reply HELP for help.`;
}

/**
 * The code for an idea, with the idea summarized to fill what the 320 characters leave, and the link
 * that books the free call: the same text whether the code was just created or is the one this sender
 * already got for the same idea.
 */
export function projectCodeReply(code: string, idea: string, baseUrl: string): string {
  const link = shareLink(baseUrl, code);
  const build = (summary: string) =>
    `${BRAND}: your project code is ${code} for "${summary}". Redeem it at ${link} to see your draft proposal. Book your free call: ${bookingLink(baseUrl)} Reply STOP to opt out.`;
  const room = SMS_REPLY_MAX_LENGTH - build("").length;
  return fitReply(build(summarizeIdea(idea, Math.max(20, Math.min(room, 100)))));
}

/** Answer to an authorized phone's successful `CODE;Description`. */
export function commandCreatedReply(code: string, baseUrl: string): string {
  return fitReply(`Code ${code} created with a draft proposal. Share link: ${shareLink(baseUrl, code)}`);
}

/** Answer to an authorized phone's `CODE;Description` for a code that exists already. */
export function codeExistsReply(code: string): string {
  return `Code ${code} already exists: each code can be created once. Choose another code.`;
}

/** Answer to a `CODE;Description` that breaks rules: every broken rule, one after the other. */
export function commandErrorReply(errors: string[]): string {
  return fitReply(errors.join(" "));
}
