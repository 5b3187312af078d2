/** `withAdmin` for route handlers: 401 JSON when signed out, otherwise the handler with the user. */
import { AppError } from "@/lib/errors/app-error";
import { mapErrors } from "@/lib/http/route";
import { getCurrentUser, type SessionUser } from "./session";

/**
 * Wraps an admin route handler. The session is checked on the server before the handler runs; errors,
 * in the session look-up or the handler, go through the one map of lib/http/route.ts (`AppError` → its
 * status, a database blip → 503, anything else → 500 recorded in `error_logs`).
 */
export function withAdmin<C>(handler: (request: Request, context: C & { user: SessionUser }) => Promise<Response>) {
  return (request: Request, context: C): Promise<Response> =>
    mapErrors(request, async () => {
      const user = await getCurrentUser();
      if (!user) throw new AppError("unauthorized", "Unauthorized");
      return handler(request, { ...context, user });
    });
}
