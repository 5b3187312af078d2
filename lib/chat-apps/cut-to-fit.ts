/**
 * Cutting text to a provider's limit when the limit applies to the text as sent: after escaping (Slack's
 * `&lt;`, Telegram's HTML entities, Discord's backslashes) or in UTF-8 bytes (ntfy's message, Teams'
 * request). The raw text is cut between graphemes (lib/format/text.ts `cutText`, marked "…"), then
 * escaped, and cut shorter until the escaped text fits, so an escape sequence is never split. Every
 * chat-app formatter cuts through here (`cutGraphemes` when nothing is escaped).
 */
import { cutText } from "@/lib/format/text";

/** Options of `cutToFit`. */
export interface FitOptions {
  /** Applied to the cut text (default: none). */
  escape?: (text: string) => string;
  /** The size the limit counts (default: UTF-16 code units, `String.prototype.length`). */
  measure?: (text: string) => number;
}

/** Code units kept past a cut before segmenting: more than any grapheme the cut could end in needs. */
const LOOKAHEAD = 64;

/**
 * `cutText(text, max)` for text of any length: only the part that can matter is segmented, since V8's
 * grapheme segmenter takes time in proportion to the whole string at every step (a 100,000-character
 * alert text would take seconds).
 */
export function cutGraphemes(text: string, max: number): string {
  return cutText(text.length > max + LOOKAHEAD ? text.slice(0, max + LOOKAHEAD) : text, max);
}

/** UTF-8 bytes of `text`: what ntfy's message limit and Teams' request limit count. */
export const utf8Bytes = (text: string): number => Buffer.byteLength(text, "utf8");

/**
 * `escape(text)` cut so that `measure` of it is at most `max`: the longest cut (in whole graphemes, with
 * the marker) whose escaped form fits, found by bisection; "" when not even an ellipsis fits.
 * @param max a count in `measure`'s unit (UTF-16 code units unless told otherwise).
 */
export function cutToFit(text: string, max: number, options: FitOptions = {}): string {
  const escape = options.escape ?? ((value: string) => value);
  const measure = options.measure ?? ((value: string) => value.length);
  const fitted = (room: number): string | null => {
    const escaped = escape(cutGraphemes(text, room));
    return measure(escaped) <= max ? escaped : null;
  };
  const whole = fitted(text.length);
  if (whole !== null) return whole;
  // Both measures count at least one per code unit, so a cut longer than `max` never fits.
  let [low, high, best] = [0, Math.min(text.length, Math.floor(max)), ""];
  while (low <= high) {
    const room = Math.floor((low + high) / 2);
    const cut = fitted(room);
    if (cut === null) high = room - 1;
    else [best, low] = [cut, room + 1];
  }
  return best;
}
