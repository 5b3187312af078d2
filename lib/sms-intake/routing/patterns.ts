/**
 * Route patterns (docs/sms.md "Pattern types"): `contains`, `starts_with`, `ends_with` and `exact`
 * compare the trimmed, lower-cased message with the trimmed, lower-cased pattern; `regex` runs the
 * pattern, case-insensitively, on the trimmed message with RE2JS, a linear-time engine (RE2's automata
 * in JavaScript): matching time grows with the message, never with backtracking, so no pattern can hang
 * the server. RE2 syntax has no backreferences or lookarounds; such patterns are refused when saved.
 */
import { RE2JS } from "re2js";
import { MAX_PATTERN_LENGTH, type PatternType } from "./schemas";

/**
 * A compiled pattern. `text` is the trimmed message and `lower` its lower-case form, computed once per
 * message for all routes.
 */
export type Matcher = (text: string, lower: string) => boolean;

/**
 * Compiles `pattern` of `type` into a matcher.
 * @throws Error with a message for the user when a regex does not compile or is too long.
 */
export function compileMatcher(type: PatternType, pattern: string): Matcher {
  const needle = pattern.trim().toLowerCase();
  switch (type) {
    case "contains":
      return (_text, lower) => lower.includes(needle);
    case "starts_with":
      return (_text, lower) => lower.startsWith(needle);
    case "ends_with":
      return (_text, lower) => lower.endsWith(needle);
    case "exact":
      return (_text, lower) => lower === needle;
    case "regex": {
      const regex = compileRegex(pattern.trim());
      return (text) => regex.test(text);
    }
  }
}

function compileRegex(pattern: string): RE2JS {
  if (pattern.length > MAX_PATTERN_LENGTH) throw new Error(`Pattern must be at most ${MAX_PATTERN_LENGTH} characters`);
  try {
    return RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Invalid regular expression (RE2 syntax, no backreferences or lookarounds): ${reason}`);
  }
}

/** The user-facing reason `pattern` cannot be saved as `type`, or null when it compiles. */
export function patternError(type: PatternType, pattern: string): string | null {
  try {
    compileMatcher(type, pattern);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
