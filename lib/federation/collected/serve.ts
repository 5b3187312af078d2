/**
 * The hub endpoint of a collected kind (`hub` in kind.ts), one shape for all of them: the kind's rows
 * read from the request's query, with the hub polls' ETag and 304 while nothing changed (poll.ts).
 */
import { AppError } from "@/lib/errors/app-error";
import { hubDataVersion, pollResponse } from "../poll";
import type { CollectedKind } from "./kind";

/**
 * Answers `GET <kind.hub.path>` for a signed-in admin (the route checks the session).
 * @throws AppError `not_found` when no kind is served at the path.
 */
export function serveKind(request: Request, kind: CollectedKind<unknown> | undefined): Promise<Response> {
  if (!kind) throw new AppError("not_found", "Not found");
  return pollResponse(request, hubDataVersion(), () => kind.hub.read(new URL(request.url)));
}
