/**
 * Severity rules of the error monitor (docs/spec/operator-console.md §3 "Error log entry": critical, high,
 * medium, low). The rules and their reasons are listed in docs/decisions/data-and-jobs.md "Error monitoring".
 */

/** How bad an error is, worst first. */
export const SEVERITIES = ["critical", "high", "medium", "low"] as const;

/** One of `SEVERITIES`. */
export type ErrorSeverity = (typeof SEVERITIES)[number];

/** Where the error was caught: `unhandled` reached Next's `onRequestError` (a 500); `handled` was reported by the code. */
export type ErrorSource = "unhandled" | "handled";

// Node's socket errors and PostgreSQL's SQLSTATE codes that mean "the database cannot be reached".
// SQLSTATE class 08 is "connection exception"; 57P01-57P03 are shutdowns; 53300 is too_many_connections
// (https://www.postgresql.org/docs/current/errcodes-appendix.html).
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EHOSTUNREACH", "ETIMEDOUT"]);
// Drizzle's "Failed query" wrapper or the pg driver in the stack tells a database socket from any other.
const DATABASE_MARKERS = /postgres|database|pglite|pg-pool|failed query|connection terminated/i;

/** The `code` of an error or of any error in its `cause` chain (drizzle wraps driver errors). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
  }
  return codes;
}

function textOf(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    parts.push(e instanceof Error ? `${e.name} ${e.message} ${e.stack ?? ""}` : String(e));
    if (typeof e !== "object") break;
  }
  return parts.join(" ");
}

/** True when `error` says the database is unreachable: a connection-class SQLSTATE, or a socket error while talking to it. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const codes = codesOf(error);
  if (codes.some((c) => c.startsWith("08") || /^57P0[1-3]$/.test(c) || c === "53300")) return true;
  return codes.some((c) => SOCKET_CODES.has(c)) && DATABASE_MARKERS.test(textOf(error));
}

/** An HTTP status the error carries (`status` or `statusCode`), if any. */
function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" ? value : undefined;
}

/**
 * The severity of `error`, by the first rule that applies:
 * 1. the database is unreachable → `critical`, whatever the caller said (nothing works without it);
 * 2. the caller's explicit `severity` (e.g. `critical` for an outbox message that failed its last retry);
 * 3. unhandled (a 500 answered to someone) → `high`;
 * 4. handled and caused by the client (a `ZodError`, or an HTTP status 400-499) → `low`;
 * 5. any other handled error (an outside service failing, a fallback taken) → `medium`.
 */
export function classifySeverity(
  error: unknown,
  options: { severity?: ErrorSeverity; source: ErrorSource },
): ErrorSeverity {
  if (isDatabaseUnreachable(error)) return "critical";
  if (options.severity) return options.severity;
  if (options.source === "unhandled") return "high";
  const status = statusOf(error);
  if ((error instanceof Error && error.name === "ZodError") || (status !== undefined && status >= 400 && status < 500))
    return "low";
  return "medium";
}
