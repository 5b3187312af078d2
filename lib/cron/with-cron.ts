/**
 * `withCron` for scheduled-job route handlers (`/api/cron/*`): Vercel Cron sends
 * `Authorization: Bearer $CRON_SECRET` (https://vercel.com/docs/cron-jobs/manage-cron-jobs#securing-cron-jobs).
 * Fails closed: no secret configured → 503; a missing or wrong bearer → 401.
 */
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { errorResponse, mapErrors } from "@/lib/http/route";
import { secretsEqual } from "@/lib/secrets-equal";

/** True when `header` is exactly `Bearer <secret>`, compared in constant time. */
export function isCronAuthorized(header: string | null, secret: string): boolean {
  return secretsEqual(header ?? "", `Bearer ${secret}`);
}

/** Wraps a cron route handler with the bearer check above; errors go through the one map of lib/http/route.ts. */
export function withCron<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    if (!env.CRON_SECRET) return errorResponse(new AppError("unavailable", "CRON_SECRET is not configured"));
    if (!isCronAuthorized(request.headers.get("authorization"), env.CRON_SECRET)) {
      return errorResponse(new AppError("unauthorized", "Unauthorized"));
    }
    return mapErrors(request, () => handler(request, context));
  };
}
