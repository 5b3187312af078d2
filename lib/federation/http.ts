/**
 * Small helpers shared by the federation route handlers: one error type that carries its HTTP status,
 * JSON body parsing with zod (not declared JSON → 415, malformed → 400, invalid → 422 with the first
 * message), and the error map
 * (`HttpError` → its status; anything else is rethrown so Next answers 500 and the error monitor records it).
 */
import { NextResponse } from "next/server";
import type { z } from "zod";

/** A failure meant for the caller, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** `{ error }` with `status`. */
export function jsonError(status: number, message: string): NextResponse {
  return NextResponse.json({ error: message }, { status });
}

/** True for `application/json` and the `application/*+json` types (RFC 6839), any parameters. */
function isJsonType(header: string | null): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/**
 * Reads and validates a JSON body (docs/federation-protocol.md: `content-type: application/json`).
 * @throws HttpError 415 when the body is not declared JSON, 400 when it does not parse, 422 with the
 * first rule's message when it is invalid.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  if (!isJsonType(request.headers.get("content-type"))) throw new HttpError(415, "The request body must be sent as application/json");
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new HttpError(400, "The request body must be JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(422, parsed.error.issues[0]?.message ?? "Invalid request");
  return parsed.data;
}

/** A route id from the path: a positive integer. @throws HttpError 404 otherwise. */
export function routeId(raw: string): number {
  const id = Number(raw);
  // Ids are PostgreSQL `serial` (int4): a larger number names no row, and would fail the query.
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new HttpError(404, "Not found");
  return id;
}

/** Runs a handler body and answers an `HttpError` as JSON with its status. */
export async function handleErrors(body: () => Promise<Response>): Promise<Response> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof HttpError) return jsonError(error.status, error.message);
    throw error;
  }
}
