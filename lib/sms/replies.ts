/**
 * Every text the SMS service sends back (docs/sms.md "Reply texts"). Each fits 320 characters, two
 * concatenated segments, and the fixed texts use only GSM-7 characters so a segment holds 153 of them
 * (Twilio: https://www.twilio.com/docs/glossary/what-sms-character-limit).
 */
import { shareLink } from "@/lib/project-codes/share-link";

/** Longest reply the service sends, in characters. */
export const SMS_REPLY_MAX_LENGTH = 320;

const BRAND = "Custom Portal Solutions";

/** Cuts `text` to `SMS_REPLY_MAX_LENGTH`, ending with "..." when it had to cut. */
export function fitReply(text: string): string {
  return text.length <= SMS_REPLY_MAX_LENGTH ? text : `${text.slice(0, SMS_REPLY_MAX_LENGTH - 3).trimEnd()}...`;
}

/**
 * The idea in at most `maxLength` characters: whitespace collapsed, cut at a word boundary with "..."
 * (three dots, not the ellipsis character, which would switch the whole SMS to UCS-2).
 */
export function summarizeIdea(idea: string, maxLength: number): string {
  const flat = idea.replace(/\s+/g, " ").trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, Math.max(0, maxLength - 3));
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, "")}...`;
}

/** Answer to HELP/INFO: names the service, how it works, rates, STOP and START. */
export function helpReply(baseUrl: string): string {
  return fitReply(
    `${BRAND}: text us your project idea and we reply once with a project code and a draft proposal to redeem at ${baseUrl.replace(/\/+$/, "")}. Msg & data rates may apply. Reply STOP to opt out, START to resubscribe.`,
  );
}

/** Answer to START/UNSTOP/YES. */
export const WELCOME_BACK_REPLY = `${BRAND}: welcome back, you will get our replies again. Text us your project idea for a project code. Reply HELP for help, STOP to opt out.`;

/** The one answer after the per-number limit is reached; later messages in the window get none. */
export function rateLimitReply(limit: number): string {
  return `${BRAND}: you have reached our limit of ${limit} ideas per 24 hours. Please text us again tomorrow. Reply HELP for help, STOP to opt out.`;
}

/** Answer to a text too short to be an idea. */
export function ideaTooShortReply(minLength: number): string {
  return `${BRAND}: please text a short description of your project idea (at least ${minLength} characters) and we will reply with a project code. Reply HELP for help.`;
}

/**
 * The code for an idea, with the idea summarized to fill what the 320 characters leave: the same text
 * whether the code was just created or is the one this sender already got for the same idea.
 */
export function projectCodeReply(code: string, idea: string, baseUrl: string): string {
  const link = shareLink(baseUrl, code);
  const build = (summary: string) =>
    `${BRAND}: your project code is ${code} for "${summary}". Redeem it at ${link} to see your draft proposal. Reply STOP to opt out.`;
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
