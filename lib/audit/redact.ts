/**
 * What an audit row may say about a change (docs/decisions/auth-and-roles.md "Audit log"): the submitted fields, with
 * every secret replaced and every text cut short, applied by `recordAudit` to every row, so no caller
 * can forget it. A field is secret by its name: any word of it (camelCase, snake_case, kebab-case) is
 * one of `SECRET_WORDS` (`newPassword`, `apiKey`, `totp_secret`, `recoveryCodes`…). A URL keeps only its
 * origin, since webhook URLs carry their secret in the path or query. Any other text keeps its first
 * `TEXT_GRAPHEMES` characters (a message body is recorded as its opening words, never whole).
 */
import { cleanRemoteText } from "@/lib/input/user-text";

/** Words that make a field secret wherever they appear in its name. */
const SECRET_WORDS = new Set([
  "password",
  "passcode",
  "passphrase",
  "token",
  "secret",
  "key",
  "apikey",
  "code",
  "codes",
  "otp",
  "totp",
  "recovery",
  "credential",
  "credentials",
  "signature",
  "cookie",
  "authorization",
  "hash",
  "salt",
  "pin",
  "private",
  // An ntfy topic is the only credential of its messages: whoever knows it reads and posts them (https://docs.ntfy.sh/publish/).
  "topic",
]);

/** What a secret field's value becomes. */
export const REDACTED = "[redacted]";

/** Characters (grapheme clusters) of a text value an audit row keeps. */
export const TEXT_GRAPHEMES = 60;
const MAX_ITEMS = 20;
const MAX_DEPTH = 4;

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The lower-case words of a field name: `newPassword` → new, password; `totp_secret` → totp, secret. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a field named `name` holds a secret. */
export function isSecretField(name: string): boolean {
  return wordsOf(name).some((word) => SECRET_WORDS.has(word));
}

/** `text`'s first `max` grapheme clusters, with "…" when it was longer. */
function clip(text: string, max: number): string {
  let out = "";
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (count === max) return `${out}…`;
    out += segment;
    count += 1;
  }
  return out;
}

/** A URL's origin (`https://hooks.example.com/…`), or null for text that is no absolute http(s) URL. */
function urlOrigin(text: string): string | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.pathname === "/" && !url.search && !url.hash && !url.username ? url.origin : `${url.origin}/…`;
  } catch {
    return null;
  }
}

function redactValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === "string") {
    const text = cleanRemoteText(value);
    return urlOrigin(text) ?? clip(text, TEXT_GRAPHEMES);
  }
  if (typeof value !== "object" || depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redactValue(item, depth + 1) ?? null);
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
    const key = clip(cleanRemoteText(name), TEXT_GRAPHEMES);
    const redacted = isSecretField(name) ? REDACTED : redactValue(item, depth + 1);
    if (redacted !== undefined) out[key] = redacted;
  }
  return out;
}

/**
 * `fields` as an audit row may store them (JSON-safe, bounded): secrets by name replaced with
 * `REDACTED`, URLs cut to their origin, text to `TEXT_GRAPHEMES` characters, at most 20 items per
 * object or array and 4 levels deep. Null for nothing to record.
 */
export function redactChanges(fields: unknown): Record<string, unknown> | null {
  if (fields === null || typeof fields !== "object" || Array.isArray(fields)) return null;
  const out = redactValue(fields, 0) as Record<string, unknown>;
  return Object.keys(out).length > 0 ? out : null;
}
