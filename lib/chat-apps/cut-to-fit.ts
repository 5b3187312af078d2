/**
 * Cutting text to a provider's limit when the limit applies to the text as sent: after escaping (Slack's
 * `&lt;`, Telegram's HTML entities, Discord's backslashes) or in UTF-8 bytes (ntfy's message, Teams'
 * request). The raw text is cut between graphemes (lib/format/text.ts `cutText`, marked "…"), then
 * escaped, and cut shorter until the escaped text fits, so an escape sequence is never split.
 */
import { cutText } from "@/lib/format/text";

/** Options of `cutToFit`. */
export interface FitOptions {
  /** Applied to the cut text (default: none). */
  escape?: (text: string) => string;
  /** The size the limit counts (default: UTF-16 code units, `String.prototype.length`). */
  measure?: (text: string) => number;
}

/** UTF-8 bytes of `text`: what ntfy's message limit and Teams' request limit count. */
export const utf8Bytes = (text: string): number => Buffer.byteLength(text, "utf8");

/**
 * `escape(text)` cut so that `measure` of it is at most `max`; "" when not even an ellipsis fits.
 * @param max a count in `measure`'s unit (UTF-16 code units unless told otherwise).
 */
export function cutToFit(text: string, max: number, options: FitOptions = {}): string {
  const escape = options.escape ?? ((value: string) => value);
  const measure = options.measure ?? ((value: string) => value.length);
  let room = Math.min(text.length, Math.floor(max));
  while (room > 0) {
    const fitted = escape(cutText(text, room));
    const over = measure(fitted) - max;
    if (over <= 0) return fitted;
    // The room shrinks every round, so this ends; a quarter of the excess keeps the cut near the limit.
    room -= Math.max(1, Math.ceil(over / 4));
  }
  return "";
}
