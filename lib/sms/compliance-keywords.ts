/**
 * Compliance keywords (docs/spec/site-and-admin.md §1 "Messaging terms", docs/spec/operator-console.md §2 "Decision Tree"):
 * Twilio's default opt-out, opt-in and help sets, matched against the whole message body, trimmed and
 * case-insensitively, as Twilio itself matches them
 * (https://help.twilio.com/articles/223134027-Twilio-support-for-opt-out-keywords-SMS-STOP-filtering-).
 */

/** What a compliance keyword asks for. */
export type KeywordKind = "opt-out" | "opt-in" | "help";

/** Twilio's default opt-out keywords. */
export const OPT_OUT_KEYWORDS = [
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPTOUT",
] as const;
/** Twilio's default opt-in keywords. */
export const OPT_IN_KEYWORDS = ["START", "UNSTOP", "YES"] as const;
/** Twilio's default help keywords. */
export const HELP_KEYWORDS = ["HELP", "INFO"] as const;

const KIND_BY_KEYWORD = new Map<string, KeywordKind>([
  ...OPT_OUT_KEYWORDS.map((k) => [k, "opt-out"] as const),
  ...OPT_IN_KEYWORDS.map((k) => [k, "opt-in"] as const),
  ...HELP_KEYWORDS.map((k) => [k, "help"] as const),
]);

// Twilio's Advanced Opt-Out sends the keyword class it recognised (which may be a custom or translated keyword).
const KIND_BY_OPT_OUT_TYPE: Record<string, KeywordKind> = { STOP: "opt-out", START: "opt-in", HELP: "help" };

/**
 * The keyword class of an inbound message, or null for any other text. Twilio's `OptOutType`
 * parameter, when present, wins over the body (it covers keywords configured in the Twilio console).
 */
export function classifyKeyword(body: string, optOutType?: string | null): KeywordKind | null {
  const fromTwilio = optOutType ? KIND_BY_OPT_OUT_TYPE[optOutType.trim().toUpperCase()] : undefined;
  if (fromTwilio) return fromTwilio;
  return KIND_BY_KEYWORD.get(body.trim().toUpperCase()) ?? null;
}
