/**
 * "The database cannot be reached", told from the error alone: the rule the error monitor's severity
 * (lib/error-monitor/severity.ts) and the outage counting (lib/db/unavailable.ts) share. It lives beside
 * the database so the foundation needs no domain to recognise its own failures.
 */
import { causeChain } from "@/lib/errors/cause-chain";

// Node's socket errors and PostgreSQL's SQLSTATE codes that mean "the database cannot be reached".
// SQLSTATE class 08 is "connection exception"; 57P01-57P03 are shutdowns; 53300 is too_many_connections
// (https://www.postgresql.org/docs/current/errcodes-appendix.html).
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EHOSTUNREACH", "ETIMEDOUT"]);
// Drizzle's "Failed query" wrapper or the pg driver in the stack tells a database socket from any other.
const DATABASE_MARKERS = /postgres|database|pglite|pg-pool|failed query|connection terminated/i;

/** The `code` of an error or of any error in its `cause` chain (drizzle wraps driver errors). */
function codesOf(error: unknown): string[] {
  return causeChain(error)
    .map((e) => (e as { code?: unknown }).code)
    .filter((code): code is string => typeof code === "string");
}

/** The names, messages and stacks of the chain; a primitive `cause` at its end is included as text. */
function textOf(error: unknown): string {
  const chain = causeChain(error);
  const parts = chain.map((e) => (e instanceof Error ? `${e.name} ${e.message} ${e.stack ?? ""}` : String(e)));
  const tail = chain.length > 0 && chain.length < 5 ? (chain.at(-1) as { cause?: unknown }).cause : error;
  if (tail && typeof tail !== "object") parts.push(String(tail));
  return parts.join(" ");
}

/** True when `error` says the database is unreachable: a connection-class SQLSTATE, or a socket error while talking to it. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const codes = codesOf(error);
  if (codes.some((c) => c.startsWith("08") || /^57P0[1-3]$/.test(c) || c === "53300")) return true;
  return codes.some((c) => SOCKET_CODES.has(c)) && DATABASE_MARKERS.test(textOf(error));
}
