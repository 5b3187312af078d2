/**
 * Scrubbing of what the error monitor stores: no password, token, key or cookie value may reach
 * `error_logs` (docs/decisions/data-and-jobs.md "Error monitoring"). Headers are never stored at all (only the user agent and
 * the client IP are read from them); URLs, messages and stack traces pass through here.
 */

/** What replaces a scrubbed value. */
export const FILTERED = "[Filtered]";

// Query parameter and field names whose values are secrets (Sentry's default deny list, plus `code`:
// a project code in a share link redeems a project).
const SECRET_NAME =
  /pass|pwd|secret|token|api[-_]?key|^auth|authorization|session|cookie|signature|^sid$|credential|^code$|^key$/i;

// `name=value`, `name: value` and `"name":"value"` pairs. The look-behind starts a name only at a
// word's start, which keeps the scan linear.
const PAIR = /(["']?)(?<![\w-])([\w-]+)\1(\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&)}\]]+)/g;

/** Replaces the values of secret-named pairs; a non-secret pair's value is scanned again (it may hold `token=…`). */
function scrubPairs(text: string): string {
  let out = "";
  let from = 0;
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m; m = PAIR.exec(text)) {
    const [whole, quote, name, separator] = m as unknown as [string, string, string, string];
    const valueStart = m.index + whole.length - m[4]!.length;
    if (SECRET_NAME.test(name)) {
      out += text.slice(from, m.index) + `${quote}${name}${quote}${separator}${FILTERED}`;
      from = m.index + whole.length;
    } else {
      PAIR.lastIndex = valueStart;
    }
  }
  return out + text.slice(from);
}

const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const URL_CREDENTIALS = /\b([a-z][\w+.-]*:\/\/[^\s:/@]+):[^\s@/]+@/gi;
// Drizzle's "Failed query: …\nparams: …" lists the bound values, which may be password hashes or tokens.
const QUERY_PARAMS = /^params: .*$/gm;
const PASSWORD_HASH = /\$argon2(?:id|i|d)\$\S+/g;
// Provider keys with well-known prefixes: Resend (re_), Twilio API keys (SK…), OpenAI-style (sk-…).
const PROVIDER_KEY = /\b(re_[A-Za-z0-9_]{8,}|SK[0-9a-f]{32}|sk-[A-Za-z0-9_-]{16,})\b/g;

/**
 * `text` with secret-looking values replaced by `[Filtered]`: key=value pairs, bearer tokens, JWTs, URL
 * passwords, API keys, argon2 hashes and the bound values of a failed query.
 */
export function scrubText(text: string): string {
  return scrubPairs(
    text
      .replace(QUERY_PARAMS, `params: ${FILTERED}`)
      .replace(PASSWORD_HASH, FILTERED)
      .replace(URL_CREDENTIALS, `$1:${FILTERED}@`)
      .replace(BEARER, `$1 ${FILTERED}`)
      .replace(JWT, FILTERED)
      .replace(PROVIDER_KEY, FILTERED),
  );
}

/**
 * `url` (absolute, or a path with a query) with the values of secret query parameters replaced and any
 * `user:password@` removed. Unparseable input is scrubbed as text.
 */
export function scrubUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://relative.invalid");
  } catch {
    return scrubText(url);
  }
  for (const name of [...parsed.searchParams.keys()]) {
    if (SECRET_NAME.test(name)) parsed.searchParams.set(name, FILTERED);
  }
  parsed.password = "";
  parsed.username = "";
  const relative = parsed.origin === "http://relative.invalid";
  const text = relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
  // URLSearchParams encodes the brackets; keep the marker readable.
  return text.replaceAll(encodeURIComponent(FILTERED), FILTERED);
}
