/**
 * The error monitor's entry points (docs/spec/operator-console.md `/error-monitoring`; docs/decisions/data-and-jobs.md "Error monitoring"):
 * `reportError` for errors the code handles, `reportRequestError` for the unhandled ones Next passes to
 * `onRequestError` in instrumentation.ts. Both never throw: when the database cannot take the report,
 * it is logged to the console and kept in memory (at most 100) until a later report succeeds.
 */
import { db } from "@/lib/db";
import type { ErrorLog } from "@/lib/db/schema";
import { recordError, describeError, type OccurrenceContext } from "./record-error";
import { recordedErrorHooks } from "./recorded-hooks";
import { requestUserId, type RequestLike } from "./request-context";
import type { ErrorSeverity } from "./severity";

export type { ErrorSeverity } from "./severity";

/** Where an error happened: an explicit severity, the request being served and the signed-in user (looked up from the request's session cookie when omitted). */
export interface ErrorContext {
  severity?: ErrorSeverity;
  request?: RequestLike;
  userId?: number | null;
}

const MAX_BUFFERED = 100;
const globalForErrors = globalThis as unknown as {
  __unrecordedErrors?: { error: unknown; context: OccurrenceContext }[];
};
const unrecorded = (globalForErrors.__unrecordedErrors ??= []);

async function report(error: unknown, context: OccurrenceContext): Promise<ErrorLog | null> {
  let row: ErrorLog;
  try {
    console.error(`[error-monitor] ${context.source} error: ${describeError(error).message}`);
    row = await recordError(error, context);
  } catch (failure) {
    try {
      console.error("[error-monitor] could not record an error; kept in memory", error, failure);
      if (unrecorded.length >= MAX_BUFFERED) unrecorded.shift();
      unrecorded.push({ error, context: { ...context, occurredAt: context.occurredAt ?? new Date() } });
    } catch {
      // Nothing is left to report to.
    }
    return null;
  }
  try {
    await runHooks(row);
    await flushUnrecorded();
  } catch (failure) {
    console.error(`[error-monitor] error #${row.id} was recorded, but alerting or flushing failed`, failure);
  }
  return row;
}

/** Runs the recorded-error hooks (./recorded-hooks.ts) on `row`, in order; the first failure throws. */
async function runHooks(row: ErrorLog): Promise<void> {
  for (const hook of recordedErrorHooks()) await hook(db, row);
}

/** Writes the reports kept while the database was unreachable; stops at the first failure. */
async function flushUnrecorded(): Promise<void> {
  while (unrecorded.length > 0) {
    const { error, context } = unrecorded[0]!;
    const row = await recordError(error, context);
    unrecorded.shift();
    await runHooks(row);
  }
}

/**
 * Records a handled error (its severity by the rules in lib/error-monitor/severity.ts, or `context.severity`)
 * and e-mails the admins when it is critical. Resolves once recorded, or once logging failed; never rejects.
 */
export async function reportError(error: unknown, context: ErrorContext = {}): Promise<void> {
  await reportWithUser(error, { ...context, source: "handled" });
}

/** Records an error Next caught while serving `request` (an unhandled 500: `high` unless the rules say worse). Never rejects. */
export async function reportRequestError(error: unknown, request: RequestLike): Promise<void> {
  await reportWithUser(error, { request, source: "unhandled" });
}

async function reportWithUser(error: unknown, context: OccurrenceContext): Promise<void> {
  try {
    const userId = context.userId !== undefined ? context.userId : await requestUserId(context.request);
    await report(error, { ...context, userId });
  } catch {
    // report() catches everything; this guards the user lookup's own failure paths.
  }
}
