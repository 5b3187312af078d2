/**
 * Writes an error into its group row of `error_logs` (docs/decisions/data-and-jobs.md "Error monitoring"): a new fingerprint
 * inserts a row; a known one increments `occurrences`, moves `last_seen_at`, keeps the worse severity
 * and the latest occurrence's details, and reopens the group when it was resolved (`regressed_at`).
 * One atomic upsert, so concurrent reports of the same error never create two rows.
 */
import { causeChain } from "@/lib/errors/cause-chain";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { errorLogs, type ErrorLog } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { fingerprintOf } from "./fingerprint";
import { requestDetails, type RequestLike } from "./request-context";
import { scrubText } from "./scrub";
import { classifySeverity, SEVERITIES, type ErrorSeverity, type ErrorSource } from "./severity";
import { cutText } from "@/lib/format/text";
import { cleanRemoteText } from "@/lib/input/user-text";

/** What is known about an occurrence besides the error itself. */
export interface OccurrenceContext {
  source: ErrorSource;
  severity?: ErrorSeverity;
  request?: RequestLike;
  userId?: number | null;
  /** When it happened; defaults to now (a buffered report is written later with its own time). */
  occurredAt?: Date;
}

/**
 * Type, message and stack of any thrown value; a non-Error becomes its string form. The `cause` chain
 * (up to three deep) is appended as "Caused by: …" lines: Drizzle's "Failed query" says what ran, its
 * cause says why it failed.
 */
export function describeError(error: unknown): { type: string; message: string; stack?: string } {
  if (!(error instanceof Error))
    return { type: typeof error, message: typeof error === "string" ? error : safeJson(error) };
  const lines = [error.message || String(error)];
  const chain = causeChain(error, 4);
  const causes = chain.slice(1);
  // The walker keeps objects only; a thrown string or number at the chain's end is still worth a line.
  const tail = (chain.at(-1) as { cause?: unknown }).cause;
  if (chain.length < 4 && tail !== undefined && tail !== null && typeof tail !== "object") causes.push(tail);
  for (const cause of causes)
    lines.push(`Caused by: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`);
  return { type: error.name || error.constructor.name || "Error", message: lines.join("\n"), stack: error.stack };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * `text` scrubbed, cleaned of what PostgreSQL's `text` refuses (NUL, lone surrogates; lib/input/user-text.ts
 * `cleanRemoteText`) and cut to `max`: an error about a hostile input often quotes it, and a message that
 * cannot be stored would be retried at every later error and never reach the monitor.
 */
function storable(text: string, max: number): string {
  return cutText(cleanRemoteText(scrubText(text)), max, { marker: "" });
}

const rank = sql.raw(`array[${SEVERITIES.map((s) => `'${s}'`).join(",")}]::text[]`);

/** Records one occurrence of `error` and answers its group row as it is now. Throws when the database write fails. */
export async function recordError(error: unknown, context: OccurrenceContext): Promise<ErrorLog> {
  const { type, message, stack } = describeError(error);
  const severity = classifySeverity(error, { severity: context.severity, source: context.source });
  const at = context.occurredAt ?? new Date();
  const request = requestDetails(context.request);
  const row = {
    severity,
    errorMessage: storable(`${type === "Error" ? "" : `${type}: `}${message}`, 4000),
    stackTrace: stack ? storable(stack, 16_000) : null,
    ...request,
    requestUrl: request.requestUrl === null ? null : cleanRemoteText(request.requestUrl),
    userAgent: request.userAgent === null ? null : cleanRemoteText(request.userAgent),
    userId: context.userId ?? null,
    serverEnvironment: env.NODE_ENV,
    // Scrubbed first, so varying secrets (e.g. a failed query's bound values) do not split a group.
    fingerprint: fingerprintOf({ type, message: scrubText(message), stack }),
    createdAt: at,
    lastSeenAt: at,
  };
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const [saved] = await db
    .insert(errorLogs)
    .values(row)
    .onConflictDoUpdate({
      target: errorLogs.fingerprint,
      set: {
        occurrences: sql`${errorLogs.occurrences} + 1`,
        lastSeenAt: sql`greatest(${errorLogs.lastSeenAt}, ${excluded("last_seen_at")})`,
        severity: sql`case when array_position(${rank}, ${excluded("severity")}) < array_position(${rank}, ${errorLogs.severity})
          then ${excluded("severity")} else ${errorLogs.severity} end`,
        errorMessage: excluded("error_message"),
        stackTrace: excluded("stack_trace"),
        requestUrl: excluded("request_url"),
        requestMethod: excluded("request_method"),
        userAgent: excluded("user_agent"),
        userId: excluded("user_id"),
        ipAddress: excluded("ip_address"),
        serverEnvironment: excluded("server_environment"),
        regressedAt: sql`case when ${errorLogs.resolved} then ${excluded("last_seen_at")} else ${errorLogs.regressedAt} end`,
        resolved: false,
        resolvedAt: null,
        resolvedBy: null,
      },
    })
    .returning();
  return saved!;
}
