/**
 * The checks every `POST /api/auth/*` passes before next-auth sees it (docs/decisions/http-and-input.md "Hostile input",
 * "Sign-in lockout"). next-auth v4 parses the body by its declared type and throws on one that does not
 * parse (a 500), and reads fields it expects as strings; so here a body must be a form or a JSON object of
 * strings, and a credentials sign-in is validated and counted against the lockout first (counted once:
 * the credentials check of the same request takes this count, lib/auth/login-throttle.ts `loginAttempt`).
 *
 * Answers: 413 for a body over `MAX_AUTH_BODY_BYTES`, 415 for another content type, 400 for a body that
 * does not parse, a repeated or non-string field, a control character outside the password, or sign-in
 * fields that break `loginSchema`; 429 past the lockout's limits; 503 when the database cannot count the
 * attempt. The 400, 429 and 503 of a sign-in keep next-auth's `{ url }` shape, so `signIn()` reports the
 * message as its error.
 */
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { AppError, type AppErrorCode } from "@/lib/errors/app-error";
import { errorResponse } from "@/lib/http/route";
import { loginSchema } from "./schemas";
import { userTextProblem } from "@/lib/input/user-text";
import { cutText } from "@/lib/format/text";
import { clientIp } from "@/lib/request-ip";
import { meetDatabaseOutage, UNAVAILABLE_MESSAGE } from "@/lib/http/database-outage";
import { RETRY_AFTER_SECONDS } from "@/lib/http/unavailable-response";
import { countLoginAttempt, withCountedLoginAttempt } from "./login-throttle";

/** Largest body accepted, in bytes: next-auth's forms carry a few short fields. */
export const MAX_AUTH_BODY_BYTES = 16 * 1024;

/** Fields whose content is not text to store or show: a password is only ever hashed and compared. */
const OPAQUE_FIELDS = new Set(["password"]);

/** `{ error }` with the code's status (lib/http/route.ts). */
const refuse = (code: AppErrorCode, error: string) => errorResponse(new AppError(code, error));

/** next-auth's answer shape for a refused sign-in, with `message` as the error the form shows. */
function signInRefusal(status: number, message: string, headers?: HeadersInit): NextResponse {
  const url = new URL("/auth", env.PUBLIC_BASE_URL);
  url.searchParams.set("error", message);
  return NextResponse.json({ url: url.toString(), error: message }, { status, headers });
}

/** The fields of a form or JSON body, or the reason it is refused. */
function parseFields(type: string, text: string): Record<string, string> | string {
  if (type === "application/x-www-form-urlencoded") {
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(text)) {
      if (name in fields) return `The field "${cutText(name, 50)}" is repeated`;
      fields[name] = value;
    }
    return fields;
  }
  let body: unknown;
  try {
    body = text === "" ? {} : JSON.parse(text);
  } catch {
    return "The request body is not valid JSON";
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return "The request body must be a JSON object";
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== "string") return `The field "${cutText(name, 50)}" must be a string`;
  }
  return body as Record<string, string>;
}

/** The body as text, or null when it exceeds `maxBytes`. */
async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return null;
  const buffer = await request.clone().arrayBuffer();
  return buffer.byteLength > maxBytes ? null : new TextDecoder().decode(buffer);
}

/**
 * Checks a `POST /api/auth/*` request and, unless refused, runs `next` (next-auth) with the sign-in's
 * counted attempt. Reads a clone, so the request can still go to next-auth.
 */
export async function guardAuthPost(request: Request, next: () => Promise<Response>): Promise<Response> {
  const refusal = await refusalOf(request);
  if (refusal instanceof Response) return refusal;
  if (!refusal) return next();
  const ip = clientIp(request.headers);
  const attempt = await countLoginAttempt(refusal.username, ip).catch((error: unknown) => {
    if (!meetDatabaseOutage(error, "sign-in (password)")) throw error;
    return null;
  });
  if (!attempt) return signInRefusal(503, UNAVAILABLE_MESSAGE, { "retry-after": String(RETRY_AFTER_SECONDS) });
  if (attempt.lockout) {
    const { message, retryAfterMs } = attempt.lockout;
    return signInRefusal(429, message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
  }
  return withCountedLoginAttempt(refusal.username, ip, attempt, next);
}

/** The refusal of a request, the valid credentials of a password sign-in, or null for anything else. */
async function refusalOf(request: Request): Promise<Response | { username: string } | null> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/x-www-form-urlencoded" && type !== "application/json") {
    return refuse("unsupported_media_type", "Expected application/x-www-form-urlencoded or application/json");
  }
  const text = await readCapped(request, MAX_AUTH_BODY_BYTES);
  if (text === null) return refuse("payload_too_large", "Request body too large");
  const fields = parseFields(type, text);
  if (typeof fields === "string") return refuse("malformed", fields);
  const pathname = new URL(request.url).pathname;
  // Either step of a sign-in (`credentials`, `second-factor`): its refusals keep next-auth's shape.
  const signIn = pathname.includes("/callback/");
  const credentials = pathname.endsWith("/callback/credentials") ? loginSchema.safeParse(fields) : null;
  if (credentials && !credentials.success)
    return signInRefusal(400, credentials.error.issues[0]?.message ?? "Invalid sign-in request");
  for (const [name, value] of Object.entries(fields)) {
    const problem = OPAQUE_FIELDS.has(name)
      ? null
      : (userTextProblem(name) ?? userTextProblem(value, { label: cutText(name, 50) }));
    if (problem) return signIn ? signInRefusal(400, problem) : refuse("malformed", problem);
  }
  return credentials?.success ? { username: credentials.data.username } : null;
}
