/**
 * Revocations of consent in a person's own words (docs/sms.md "Opt-out in any words"). Since April 11,
 * 2025, 47 CFR 64.1200(a)(10) (FCC 24-24, CG Docket No. 02-278) requires a texter to treat a reply using
 * words such as "stop", "quit", "end", "revoke", "opt out", "cancel" or "unsubscribe" as a revocation,
 * whatever else the message says; Twilio's own opt-out keywords match only a whole message
 * (lib/sms/compliance-keywords.ts). This module finds those words.
 *
 * Words, not substrings: the text is NFKC-normalised and lower-cased, split into words at anything that
 * is not a letter, digit, apostrophe or hyphen, and a word must equal a listed one. A hyphenated word is
 * one word, so "front-end", "back-end" and "week-end" (everyday words in a software agency's inbox) are
 * not "end"; "opt-out" is listed as it is. "the weekend works", "stopping by" and "endless" revoke nothing;
 * "Stop please", "please STOP texting", "I want to opt-out" and "unsubscribe!" do. Inflections ("stopped",
 * "cancelled") are not matched: they describe, they do not ask.
 * A message that asks for something else with a listed word ("can we cancel tomorrow?") is still taken as
 * a revocation: a wrong opt-out costs the person one confirmation and a START, a missed one breaks the rule.
 */
import { OPT_OUT_KEYWORDS } from "./compliance-keywords";

/** The one-word revocations: the rule's words and Twilio's opt-out keywords, lower-cased. */
const REVOCATION_WORDS: ReadonlySet<string> = new Set([
  "stop",
  "quit",
  "end",
  "revoke",
  "cancel",
  "unsubscribe",
  "optout",
  ...OPT_OUT_KEYWORDS.map((keyword) => keyword.toLowerCase()),
]);

/** The two-word revocation of the rule, as consecutive words ("opt out", "opt-out"). */
const OPT_OUT_PHRASE = ["opt", "out"] as const;

/** The words of `text` as compared: NFKC, lower-case, runs of letters, digits, apostrophes and hyphens. */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ""))
    .filter(Boolean);
}

/**
 * The revocation `text` asks for, as the ledger records it (`STOP`, `OPT OUT`, `UNSUBSCRIBE`), or null
 * when none of its words is one. The first revocation word in the text is named.
 */
export function revocationIn(text: string): string | null {
  const words = wordsOf(text);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === "opt-out") return "OPT OUT";
    if (REVOCATION_WORDS.has(word)) return word.toUpperCase();
    if (word === OPT_OUT_PHRASE[0] && words[i + 1] === OPT_OUT_PHRASE[1]) return "OPT OUT";
  }
  return null;
}
