/** `withAdmin` for route handlers: 401 JSON when signed out, otherwise the handler with the user. */
import { NextResponse } from "next/server";
import { getCurrentUser, type SessionUser } from "./session";

/** Wraps an admin route handler. The session is checked on the server before the handler runs. */
export function withAdmin<C>(handler: (request: Request, context: C & { user: SessionUser }) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    const user = await getCurrentUser();
    if (!user) return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
    return handler(request, { ...context, user });
  };
}
