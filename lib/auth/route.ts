/** `withAdmin` for route handlers: 401 JSON when signed out, otherwise the handler with the user. */
import { NextResponse } from "next/server";
import { mapDatabaseOutage } from "@/lib/http/database-outage";
import { getCurrentUser, type SessionUser } from "./session";

/**
 * Wraps an admin route handler. The session is checked on the server before the handler runs; a
 * database blip, in the session look-up or the handler, answers 503 (lib/http/database-outage.ts).
 */
export function withAdmin<C>(handler: (request: Request, context: C & { user: SessionUser }) => Promise<Response>) {
  return (request: Request, context: C): Promise<Response> =>
    mapDatabaseOutage(request, async () => {
      const user = await getCurrentUser();
      if (!user) return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
      return handler(request, { ...context, user });
    });
}
