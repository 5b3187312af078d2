/**
 * The one input rule for identifiers in a path or an action: slugs, signed-link tokens, row ids and report
 * months (docs/decisions/http-and-input.md "Identifiers in paths and actions"). Each kind has a bounded length and an
 * alphabet of printable ASCII, so a control character (NUL included), a lone surrogate or a 1 MB value is
 * refused before any query: in a path as a 404 (it names nothing), in an action as a field error. The
 * length is checked before the pattern, so a huge value costs no scan.
 */
import { z } from "zod";
import { MAX_ROW_ID } from "./row-id";

/** One kind of identifier: its longest form and its alphabet (the whole value). */
interface IdentifierRule {
  maxLength: number;
  pattern: RegExp;
}

/**
 * The rule table. `slug`: a status page's address (`status_pages_slug_check`). `token`: a signed link's
 * token (base64url parts joined by dots: subscription links, invitations, password resets). `rowId`: a
 * PostgreSQL `serial` written in decimal, no sign or leading zero. `month`: a report's `YYYY-MM`.
 * `cursor`: a list page's keyset cursor in a path (base64url, lib/db/keyset.ts).
 */
export const IDENTIFIER_RULES = {
  slug: { maxLength: 60, pattern: /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/ },
  token: { maxLength: 200, pattern: /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/ },
  rowId: { maxLength: 10, pattern: /^[1-9][0-9]*$/ },
  month: { maxLength: 7, pattern: /^[0-9]{4}-(?:0[1-9]|1[0-2])$/ },
  cursor: { maxLength: 400, pattern: /^[A-Za-z0-9_-]+$/ },
} as const satisfies Record<string, IdentifierRule>;

/** The kinds of identifier the table knows. */
export type IdentifierKind = keyof typeof IDENTIFIER_RULES;

/** True when `value` is a string that is a well-formed identifier of `kind`. Never throws. */
export function isIdentifier(kind: IdentifierKind, value: unknown): value is string {
  const rule: IdentifierRule = IDENTIFIER_RULES[kind];
  return typeof value === "string" && value.length <= rule.maxLength && rule.pattern.test(value);
}

/**
 * A path segment's row id, or null when the segment is not one (404 in the caller). A decimal above
 * PostgreSQL's int4 names no row and would fail the query, so it is null too.
 */
export function pathRowId(segment: unknown): number | null {
  if (!isIdentifier("rowId", segment)) return null;
  const id = Number(segment);
  return id <= MAX_ROW_ID ? id : null;
}

/**
 * The zod field of an identifier of `kind` sent by a form or an action: surrounding white space trimmed
 * (a link copied from an e-mail), then one refusal with `message` for anything else. `max` comes first, so
 * a 1 MB value is refused without a scan.
 */
export function identifier(kind: IdentifierKind, message: string): z.ZodString {
  const rule: IdentifierRule = IDENTIFIER_RULES[kind];
  return z
    .string(message)
    .trim()
    .max(rule.maxLength, message)
    .check((ctx) => {
      if (!rule.pattern.test(ctx.value))
        ctx.issues.push({ code: "custom", message, input: ctx.value, continue: false });
    });
}

/**
 * The dynamic segments of the public pages Next.js caches per path (ISR), and the kind each must be. Next.js
 * writes even a 404 of such a page to its route cache under the raw path, which fails (and logs) for a NUL
 * byte or a name over 255 bytes and otherwise leaves a file per hostile path; so these are refused before
 * routing (docs/decisions/http-and-input.md "Identifiers in paths and actions").
 */
const CACHED_PUBLIC_SEGMENTS: readonly { path: RegExp; kind: IdentifierKind }[] = [
  { path: /^\/status\/([^/]*)/, kind: "slug" },
  { path: /^\/projects\/([^/]*)/, kind: "rowId" },
  { path: /^\/work\/(?:next|prev)\/([^/]*)/, kind: "cursor" },
];

/**
 * False when decoded path `pathname` (from a request that percent-decodes) has a segment of
 * `CACHED_PUBLIC_SEGMENTS` that breaks its identifier rule: the caller answers 404.
 */
export function publicPathIdentifiersValid(pathname: string): boolean {
  return CACHED_PUBLIC_SEGMENTS.every(({ path, kind }) => {
    const segment = path.exec(pathname)?.[1];
    return segment === undefined || isIdentifier(kind, decodeURIComponent(segment));
  });
}
