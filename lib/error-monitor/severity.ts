/**
 * Severity rules of the error monitor (docs/spec/operator-console.md §3 "Error log entry": critical, high,
 * medium, low). The rules and their reasons are listed in docs/decisions/data-and-jobs.md "Error monitoring".
 */
import { isDatabaseUnreachable } from "@/lib/db/unreachable";

/** The database rule, kept beside the database (lib/db/unreachable.ts). */
export { isDatabaseUnreachable };

/** How bad an error is, worst first. */
export const SEVERITIES = ["critical", "high", "medium", "low"] as const;

/** One of `SEVERITIES`. */
export type ErrorSeverity = (typeof SEVERITIES)[number];

/** Where the error was caught: `unhandled` reached Next's `onRequestError` (a 500); `handled` was reported by the code. */
export type ErrorSource = "unhandled" | "handled";

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
