/**
 * One wrapper for every server action: check the session and the caller's role where required, parse
 * the input with zod, run the body, and answer `{ ok: true, data } | { ok: false, code, error, fieldErrors? }` (docs/decisions/http-and-input.md
 * "One error vocabulary and actions beside their domain"). A user's mistake never becomes an exception on the client: the body throws an
 * `AppError` (lib/errors/app-error.ts) whose code and message are answered as they are; a database outage,
 * met by the session check or the body, is answered `unavailable` (503 from the production server,
 * docs/decisions/data-and-jobs.md "503 on a database blip"); anything else is recorded in `error_logs` and answered
 * `internal` with a generic message. An admin action names its permission (lib/auth/permissions.ts); an
 * audited one runs with its audit row in one transaction (lib/audit/audited.ts).
 */
import { headers } from "next/headers";
import type { z } from "zod";
import { auditTarget, refusedTarget, withoutTargetId } from "@/lib/audit/audit-target";
import { recordAuditAlone, runAudited, type PendingAudit } from "@/lib/audit/audited";
import { guarded } from "@/lib/auth/permission-registry";
import { callerRefusal } from "@/lib/auth/caller-refusal";
import { permissionOf, type PermissionKey } from "@/lib/auth/permissions";
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
  | {
      ok: false;
      code: ActionFailureCode;
      error: string;
      fieldErrors?: Record<string, string[]>;
      details?: AppErrorDetails;
    };

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

/** How an audited action records itself: a call refused before its body ran, and the row of one that ran. */
interface ActionAudit<D, T> {
  refuse: (reason: AppErrorCode) => Promise<void>;
  pending: (data: D) => PendingAudit<T>;
}

/** A caller let in: what the body receives, and how the call is audited (none for a read or a public action). */
interface Admission<C, D, T> {
  context: C;
  audit?: ActionAudit<D, T>;
}

/**
 * Admits the caller (null: signed out; a refused role throws `forbidden`), then parses `input` and runs
 * `fn`, audited when the admission says so; the one place an action's failure becomes its answer.
 */
async function run<S extends z.ZodType, T, C extends PublicContext>(
  schema: S,
  input: unknown,
  admit: (input: unknown) => Promise<Admission<C, z.output<S>, T> | null>,
  fn: (data: z.output<S>, context: C) => Promise<T>,
): Promise<ActionResult<T>> {
  let context: C | null = null;
  try {
    const admission = await admit(input);
    if (!admission) return UNAUTHORIZED;
    const { context: admitted, audit } = admission;
    context = admitted;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      await audit?.refuse("invalid");
      return {
        ok: false,
        code: "invalid",
        error: parsed.error.issues[0]?.message ?? "Invalid input",
        fieldErrors: fieldErrorsOf(parsed.error),
      };
    }
    const body = () => fn(parsed.data, admitted);
    return { ok: true, data: audit ? await runAudited(audit.pending(parsed.data), body) : await body() };
  } catch (error) {
    if (meetDatabaseOutage(error, "a server action"))
      return { ok: false, code: "unavailable", error: UNAVAILABLE_MESSAGE };
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
    await reportError(error, {
      severity: "high",
      userId,
      request: { method: "POST", url: requestHeaders.get("referer") ?? undefined, headers: requestHeaders },
    });
    return { ok: false, code: "internal", error: "Something went wrong. Please try again." };
  }
}

/** A server action anyone may call (contact form, redeem). */
export function publicAction<S extends z.ZodType, T>(
  schema: S,
  fn: (data: z.output<S>, context: PublicContext) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  return guarded(
    (input: z.input<S>) => run(schema, input, async () => ({ context: { ip: clientIp(await headers()) } }), fn),
    "public",
  );
}

/**
 * A server action for signed-in users whose role the permission `key` allows. Refuses with code
 * `unauthorized` when signed out and `forbidden` when the role may not (or the owner's policy wants a
 * second factor the caller has not set up, lib/auth/caller-refusal.ts), before the input is parsed, so a
 * refused caller learns nothing about the input's rules. A `change` or `export` permission is audited:
 * one `audit_log` row per call (a refusal included) naming `key`, written with the change.
 */
export function adminAction<S extends z.ZodType, T>(
  key: PermissionKey,
  schema: S,
  fn: (data: z.output<S>, context: AdminContext) => Promise<T>,
): (input: z.input<S>) => Promise<ActionResult<T>> {
  const permission = permissionOf(key);
  const admit = async (input: unknown): Promise<Admission<AdminContext, z.output<S>, T> | null> => {
    const user = await getCurrentUser();
    if (!user) return null;
    const requestHeaders = await headers();
    const ip = clientIp(requestHeaders);
    const base = {
      actor: { id: user.id, username: user.username },
      action: key,
      ipAddress: ip,
      userAgent: requestHeaders.get("user-agent"),
    };
    const refuse = (reason: AppErrorCode) =>
      recordAuditAlone({
        ...base,
        target: refusedTarget(permission.target, input, user.id),
        outcome: "refused",
        reason,
      });
    const refusal = await callerRefusal(user, key);
    if (refusal) {
      await refuse("forbidden");
      throw refusal;
    }
    if (permission.kind === "read") return { context: { user, ip } };
    return {
      context: { user, ip },
      audit: {
        refuse,
        pending: (data) => ({
          ...base,
          target: (result) => auditTarget(permission.target, { input: data, result, actorId: user.id }),
          changes: withoutTargetId(permission.target, data),
        }),
      },
    };
  };
  return guarded((input: z.input<S>) => run(schema, input, admit, fn), key);
}
