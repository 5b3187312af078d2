/**
 * One wrapper for every server action: parse the input with zod, check the session where required,
 * run the body, and answer `{ ok: true, data } | { ok: false, code, error, fieldErrors? }` (docs/decisions.md
 * "One error vocabulary"). A user's mistake never becomes an exception on the client: the body throws an
 * `AppError` (lib/errors/app-error.ts) whose code and message are answered as they are; a database outage,
 * met by the session check or the body, is answered `unavailable` (503 from the production server,
 * docs/decisions.md "503 on a database blip"); anything else is recorded in `error_logs` and answered
 * `internal` with a generic message.
 */
import { headers } from "next/headers";
import type { z } from "zod";
import { getCurrentUser, type SessionUser } from "@/lib/auth/session";
import { isAppError, type AppErrorCode, type AppErrorDetails } from "@/lib/errors/app-error";
import { reportError } from "@/lib/error-monitor/report-error";
import { meetDatabaseOutage, UNAVAILABLE_MESSAGE } from "@/lib/http/database-outage";
import { clientIp } from "@/lib/request-ip";

/**
 * Why an action failed: an `AppError` code (`invalid` for input its schema refused, `unauthorized` when
 * signed out), or `internal` for our own bug (recorded; the user sees only the generic message).
 */
export type ActionFailureCode = AppErrorCode | "internal";

/**
 * The result every action returns. `fieldErrors` maps a form field to its messages; `details` are an
 * `AppError`'s facts for the screen (lib/errors/app-error.ts).
 */
export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: ActionFailureCode; error: string; fieldErrors?: Record<string, string[]>; details?: AppErrorDetails };

/** What a public action's body receives besides its input. */
export interface PublicContext {
  ip: string;
}

/** What an admin action's body receives besides its input. */
export interface AdminContext extends PublicContext {
  user: SessionUser;
}

function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const UNAUTHORIZED: ActionResult<never> = { ok: false, code: "unauthorized", error: "Unauthorized" };

/**
 * Loads the caller's context (null: signed out), then parses `input` and runs `fn`; the one place an
 * action's failure becomes its answer.
 */
async function run<S extends z.ZodType, T, C extends PublicContext>(
  schema: S,
  input: unknown,
  loadContext: () => Promise<C | null>,
  fn: (data: z.output<S>, context: C) => Promise<T>,
): Promise<ActionResult<T>> {
  let context: C | null = null;
  try {
    context = await loadContext();
    if (!context) return UNAUTHORIZED;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      return { ok: false, code: "invalid", error: parsed.error.issues[0]?.message ?? "Invalid input", fieldErrors: fieldErrorsOf(parsed.error) };
    }
    return { ok: true, data: await fn(parsed.data, context) };
  } catch (error) {
    if (meetDatabaseOutage(error, "a server action")) return { ok: false, code: "unavailable", error: UNAVAILABLE_MESSAGE };
    if (isAppError(error)) {
      return {
        ok: false,
        code: error.code,
        error: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error.details ? { details: error.details } : {}),
      };
    }
    // Recorded in error_logs like any unhandled server error (the user sees only the generic message).
    const requestHeaders = await headers();
    const userId = (context as Partial<AdminContext> | null)?.user?.id;
    await reportError(error, { severity: "high", userId, request: { method: "POST", url: requestHeaders.get("referer") ?? undefined, headers: requestHeaders } });
    return { ok: false, code: "internal", error: "Something went wrong. Please try again." };
  }
}

/** A server action anyone may call (contact form, redeem). */
export function publicAction<S extends z.ZodType, T>(
  schema: S,
  fn: (data: z.output<S>, context: PublicContext) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  return (input) => run(schema, input, async () => ({ ip: clientIp(await headers()) }), fn);
}

/** A server action for signed-in admins: refuses with code `unauthorized` before parsing when signed out. */
export function adminAction<S extends z.ZodType, T>(
  schema: S,
  fn: (data: z.output<S>, context: AdminContext) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  return (input) =>
    run(
      schema,
      input,
      async () => {
        const user = await getCurrentUser();
        return user && { user, ip: clientIp(await headers()) };
      },
      fn,
    );
}
