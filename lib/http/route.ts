/**
 * The route handlers' side of the error vocabulary (lib/errors/app-error.ts; docs/decisions/http-and-input.md
 * "One error vocabulary and actions beside their domain"): reading a JSON body and a path id, and the one map from a thrown error to an
 * answer. Every route wrapper (`withAdmin`, `withSiteKey`, `withCron`, `withTwilioSignature`, and
 * `withErrors` for public routes) runs its handler through `mapErrors`, so no handler catches on its own.
 */
import type { z } from "zod";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { pathRowId } from "@/lib/input/identifiers";
import { databaseOutageError } from "./database-outage";

/** True for `application/json` and the `application/*+json` types (RFC 6839), any parameters. */
function isJsonType(header: string | null): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/**
 * Reads and validates a JSON body (docs/federation-protocol.md: `content-type: application/json`).
 * @throws AppError `unsupported_media_type` (415) when the body is not declared JSON, `malformed` (400)
 * when it does not parse, `invalid` (422) with the first rule's message when it is invalid.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  if (!isJsonType(request.headers.get("content-type"))) {
    throw new AppError("unsupported_media_type", "The request body must be sent as application/json");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new AppError("malformed", "The request body must be JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message ?? "Invalid request");
  return parsed.data;
}

/**
 * A row id from the path or query, by the identifier rule (lib/input/identifiers.ts). A malformed id names no row, so it is answered
 * like an unknown one. @throws AppError `not_found` (404) otherwise.
 */
export function routeId(raw: string): number {
  const id = pathRowId(raw);
  if (id === null) throw new AppError("not_found", "Not found");
  return id;
}

/** `{ error }` with the code's status, and `Retry-After` when the error carries one. */
export function errorResponse(error: AppError): Response {
  const headers =
    error.retryAfterSeconds === undefined ? undefined : { "retry-after": String(error.retryAfterSeconds) };
  return Response.json({ error: error.message }, { status: error.status, headers });
}

/** Builds the answer to an `AppError` (the JSON `{ error }` by default; TwiML for Twilio). */
export type ErrorResponder = (error: AppError) => Response;

/**
 * Runs a handler body and answers a thrown `AppError` with `respond`, and a database blip as `unavailable`
 * (503 with `Retry-After`, lib/http/database-outage.ts). Anything else is our bug and is rethrown: Next
 * answers 500 and `onRequestError` (instrumentation.ts) records it in `error_logs`.
 */
export async function mapErrors(
  request: Request | null,
  body: () => Promise<Response>,
  respond: ErrorResponder = errorResponse,
): Promise<Response> {
  try {
    return await body();
  } catch (error) {
    const known = isAppError(error) ? error : databaseOutageError(error, request);
    if (!known) throw error;
    return respond(known);
  }
}

/** Wraps a public route handler (no session, key or signature to check) with `mapErrors`; the route's context passes through. */
export function withErrors<A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>) {
  return (request: Request, ...rest: A): Promise<Response> => mapErrors(request, () => handler(request, ...rest));
}
