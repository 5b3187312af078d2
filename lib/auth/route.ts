/**
 * `withAdmin` for route handlers: 401 JSON when signed out, 403 when the role may not (or the owner's
 * second-factor policy stops the caller, lib/auth/caller-refusal.ts), otherwise the handler with the user.
 */
import { auditTarget } from "@/lib/audit/audit-target";
import { recordAuditAlone, runAudited } from "@/lib/audit/audited";
import { AppError } from "@/lib/errors/app-error";
import { mapErrors } from "@/lib/http/route";
import { clientIp } from "@/lib/request-ip";
import { guarded } from "./permission-registry";
import { callerRefusal } from "./caller-refusal";
import { permissionOf, type PermissionKey } from "./permissions";
import { getCurrentUser, type SessionUser } from "./session";

/** The path parameters of a dynamic route (`{ params: Promise<{ id }> }`), when the route has any. */
async function pathParams(context: unknown): Promise<Record<string, unknown>> {
  const params = (context as { params?: Promise<Record<string, unknown>> } | undefined)?.params;
  return (await params) ?? {};
}

/** A JSON body's fields for the audit row, read from a copy so the handler still reads the original. */
async function jsonFields(request: Request): Promise<unknown> {
  if (!request.headers.get("content-type")?.toLowerCase().includes("json")) return null;
  return request
    .clone()
    .json()
    .catch(() => null);
}

/**
 * Wraps an admin route handler guarded by permission `key` (lib/auth/permissions.ts). The session and
 * then the role are checked on the server before the handler runs (and before any body is read); a
 * `change` or `export` permission runs the handler with its audit row in one transaction (lib/audit/audited.ts),
 * the row's target id from the path's `id` and its changes from a JSON body. Errors, in the checks or
 * the handler, go through the one map of lib/http/route.ts (`AppError` → its status, a database blip →
 * 503, anything else → 500 recorded in `error_logs`).
 */
export function withAdmin<C>(
  key: PermissionKey,
  handler: (request: Request, context: C & { user: SessionUser }) => Promise<Response>,
) {
  const permission = permissionOf(key);
  return guarded(
    (request: Request, context: C): Promise<Response> =>
      mapErrors(request, async () => {
        const user = await getCurrentUser();
        if (!user) throw new AppError("unauthorized", "Unauthorized");
        const base = {
          actor: { id: user.id, username: user.username },
          action: key,
          ipAddress: clientIp(request.headers),
          userAgent: request.headers.get("user-agent"),
        };
        const refusal = await callerRefusal(user, key);
        if (refusal) {
          await recordAuditAlone({ ...base, target: null, outcome: "refused", reason: "forbidden" });
          throw refusal;
        }
        const run = () => handler(request, { ...context, user });
        if (permission.kind === "read") return run();
        const params = await pathParams(context);
        const body = await jsonFields(request);
        return runAudited(
          {
            ...base,
            target: () => auditTarget(permission.target, { input: params, actorId: user.id }),
            changes: {
              ...(body && typeof body === "object" ? body : {}),
              ...Object.fromEntries(new URL(request.url).searchParams),
            },
          },
          run,
        );
      }),
    key,
  );
}
