/**
 * Grouping of errors, as Sentry groups events (https://docs.sentry.io/concepts/data-management/event-grouping/):
 * the fingerprint hashes the error's type, its message with variable parts normalized, and the top
 * in-app stack frame, so the same failure with another id or count lands on the same `error_logs` row.
 */
import { createHash } from "node:crypto";
import { cutText } from "@/lib/format/text";

// Order matters: whole tokens (UUIDs, e-mails, hex ids) go before the bare numbers inside them.
const NORMALIZERS: [RegExp, string][] = [
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, "<uuid>"],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, "<email>"],
  [/\b0x[0-9a-f]+\b/gi, "<hex>"],
  [/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi, "<hex>"],
  [/\d+(?:\.\d+)?/g, "<n>"],
];

/** `message` with UUIDs, e-mail addresses, hex ids and numbers replaced by placeholders. */
export function normalizeMessage(message: string): string {
  return NORMALIZERS.reduce(
    (text, [pattern, placeholder]) => text.replace(pattern, placeholder),
    cutText(message, 2000, { marker: "" }),
  ).trim();
}

// "    at fn (file:line:col)" or "    at file:line:col" (V8 stack format).
const FRAME = /^\s*at (?:(.+?) \()?(.+?):\d+:\d+\)?\s*$/;
const NOT_IN_APP = /node_modules|^node:|^internal\/|next[\\/]dist|<anonymous>|\(native\)/;

/**
 * The first stack frame that is the app's own code, as `function (file)`; line and column are left
 * out so a group survives unrelated edits above it, and file-name tokens holding digits (bundle hashes
 * such as `[root-of-the-server]__0ee6zi-97ofrp._.js`) are normalized so it survives a rebuild. `undefined` when
 * no frame is in-app.
 */
export function topInAppFrame(stack: string | undefined): string | undefined {
  for (const line of (stack ?? "").split("\n").slice(1, 50)) {
    const match = FRAME.exec(line);
    if (!match) continue;
    const [, fn, file] = match as unknown as [string, string | undefined, string];
    if (NOT_IN_APP.test(file)) continue;
    const base = file
      .replace(/^.*[\\/](?:app|lib|components|server|chunks)[\\/]/, "")
      .replace(/[a-z0-9]*\d[a-z0-9]*/gi, "<hash>");
    return `${fn ?? "<anonymous>"} (${base})`;
  }
  return undefined;
}

/** The parts a fingerprint is made of; `type` is the error's name (e.g. `TypeError`). */
export interface FingerprintParts {
  type: string;
  message: string;
  stack?: string;
}

/** Hex SHA-256 (64 characters) of type, normalized message and top in-app frame. */
export function fingerprintOf({ type, message, stack }: FingerprintParts): string {
  return createHash("sha256")
    .update([type, normalizeMessage(message), topInAppFrame(stack) ?? ""].join("\n"))
    .digest("hex");
}
