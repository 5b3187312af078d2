/**
 * The one zod building block for text that comes from outside: forms, server actions, route handlers,
 * Twilio's webhook and remote sites (docs/decisions/http-and-input.md "Hostile input").
 *
 * PostgreSQL refuses the NUL character in `text` and `jsonb` values, and a lone UTF-16 surrogate in
 * `jsonb`; neither has any meaning in a name, a message or a URL. So text a person or a caller sends is
 * checked at the boundary and refused with a clear message (a 4xx, or a field error), never passed on
 * to become a 500. Text another system already holds (a remote site's sync payload) is cleaned instead,
 * so one odd byte never fails a whole sync.
 */
import { z } from "zod";
import { cutText } from "@/lib/format/text";

/** What `userText` accepts besides plain one-line text, and how it reports a refusal. */
export interface UserTextOptions {
  /**
   * A text area: keeps tab, line feed and carriage return. A single line keeps only tab. Either way every
   * other C0 control character (U+0000–U+001F) and DEL (U+007F) is refused.
   */
  multiline?: boolean;
  /** Trims surrounding white space before every other rule (default true). */
  trim?: boolean;
  /** The field's name at the start of the refusal, e.g. "Name contains a control character" (default "Text"). */
  label?: string;
}

const SINGLE_LINE_CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/;
const MULTILINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Control characters `cleanRemoteText` removes: the C0 set and DEL, except tab, line feed and carriage return. */
const REMOTE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * Why `value` is not acceptable user text, or null when it is: a control character (named by its code
 * point) or a lone UTF-16 surrogate, which no UTF-8 text can hold.
 */
export function userTextProblem(value: string, options: Omit<UserTextOptions, "trim"> = {}): string | null {
  const label = options.label ?? "Text";
  const control = (options.multiline ? MULTILINE_CONTROL : SINGLE_LINE_CONTROL).exec(value);
  if (control) return `${label} contains a control character (${codePoint(control[0])})`;
  if (!value.isWellFormed()) return `${label} contains an invalid character (a lone UTF-16 surrogate)`;
  return null;
}

/**
 * A string of user text: trimmed (unless `trim: false`), then refused with one message when it holds a
 * control character or a lone surrogate. Returns a `ZodString`, so callers chain `.min()`/`.max()` as
 * usual; those rules do not run on refused text, so the user sees one clear message.
 */
export function userText(options: UserTextOptions = {}): z.ZodString {
  const base = options.trim === false ? z.string() : z.string().trim();
  return base.check((ctx) => {
    const problem = userTextProblem(ctx.value, options);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value, continue: false });
  });
}

/**
 * Text from a system we do not control (a remote site's sync or command reply): control characters other
 * than tab, line feed and carriage return are removed and lone surrogates become U+FFFD, so the text can
 * always be stored. Never throws.
 */
export function cleanRemoteText(value: string): string {
  return value.replace(REMOTE_CONTROL, "").toWellFormed();
}

/** `cleanRemoteText`, then at most `max` UTF-16 units, cut between graphemes (lib/format/text.ts). */
export function clipRemoteText(value: string, max: number): string {
  return cutText(cleanRemoteText(value), max, { marker: "" });
}

/** Deepest nesting `cleanRemoteJson` keeps; anything deeper becomes null (no recursion can overflow). */
export const MAX_REMOTE_JSON_DEPTH = 32;

/**
 * A parsed JSON value from a remote site, with `cleanRemoteText` applied to every string and object key,
 * so it can be stored in a `jsonb` column (which refuses `\u0000` and lone surrogate escapes).
 * Values nested deeper than `MAX_REMOTE_JSON_DEPTH` become null.
 */
export function cleanRemoteJson(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return cleanRemoteText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_REMOTE_JSON_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => cleanRemoteJson(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[cleanRemoteText(key)] = cleanRemoteJson(item, depth + 1);
  return out;
}
