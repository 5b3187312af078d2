/**
 * A failed check's stored error in words, for the uptime screens and the health line alike
 * (docs/federation-protocol.md "Monitors"). Pure, for server and client components.
 */

/**
 * The check's own words (lib/uptime/check.ts, lib/http/outbound.ts): a wrong status or missing keyword,
 * a timeout, a refused address, an oversized answer. Anything else is a network library's message.
 */
const OWN_WORDS =
  /^(HTTP \d|Keyword |No complete answer|Refusing to connect|Response larger|Invalid URL|Only http|URLs must not)/;

/** A network library's message, by what it means, in the order tried. */
const NETWORK_FAILURES: [RegExp, string][] = [
  [/ECONNREFUSED/, "The site refused the connection"],
  [/ENOTFOUND|EAI_AGAIN|getaddrinfo/, "The site's name did not resolve (DNS)"],
  [/certificate|CERT_|SSL|TLS/i, "The site's TLS certificate was not accepted"],
  [/ETIMEDOUT|timed? ?out/i, "The connection timed out"],
  [/ECONNRESET|other side closed|socket hang up|closed/i, "The site closed the connection before answering"],
];

/**
 * A failed check's stored error as the screens say it: `summary` in words, and `detail`, the library's
 * own message, when the summary replaced one (shown on demand, for whoever debugs the site).
 */
export function describeCheckError(error: string): { summary: string; detail: string | null } {
  if (OWN_WORDS.test(error)) return { summary: error, detail: null };
  const known = NETWORK_FAILURES.find(([pattern]) => pattern.test(error));
  return { summary: known ? known[1] : "The connection to the site failed", detail: error };
}
