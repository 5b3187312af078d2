/**
 * Twilio at the edge: `withTwilioSignature` for webhook route handlers and `twimlResponse` for the
 * answer the pipeline built (lib/sms/twiml.ts). Signatures are checked with the twilio library's own `validateRequest`
 * (https://www.twilio.com/docs/usage/webhooks/webhooks-security) over the raw form parameters and the
 * public URL (`PUBLIC_BASE_URL` + path + query): behind a proxy `request.url` is not the address
 * Twilio signed. Fails closed: no `TWILIO_AUTH_TOKEN` → 503; a missing or wrong signature → 403.
 */
// The webhook module only: the package root also loads the whole REST client (~130 ms cold).
import { validateRequest } from "twilio/lib/webhooks/webhooks";
import { env } from "@/lib/env";
import { reportError } from "@/lib/error-monitor/report-error";
import type { AppError } from "@/lib/errors/app-error";
import { mapErrors, type ErrorResponder } from "@/lib/http/route";
import { twimlAnswer } from "./twiml";

/** Form parameters as Twilio's signature covers them: a repeated name becomes a list. */
export type TwilioParams = Record<string, string | string[]>;

/** Largest request body read, in bytes (a 1,600-character body URL-encoded, plus Twilio's other fields). */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/** Parses an `application/x-www-form-urlencoded` body, keeping repeated names as lists. */
export function parseFormParams(body: string): TwilioParams {
  const params: TwilioParams = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const previous = params[name];
    params[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return params;
}

/** The URL Twilio requested, as configured in its console: `baseUrl` + the request's path and query. */
export function publicRequestUrl(request: Request, baseUrl: string = env.PUBLIC_BASE_URL): string {
  const { pathname, search } = new URL(request.url);
  return `${baseUrl.replace(/\/+$/, "")}${pathname}${search}`;
}

/** The body as text, or null when it exceeds `maxBytes`. */
async function readBody(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** True when the request declares a form-encoded body, the only kind Twilio's webhooks send. */
function isFormEncoded(request: Request): boolean {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  return type === "application/x-www-form-urlencoded";
}

/** A 200 carrying `twiml`, a document of `twimlAnswer`. */
export function twimlResponse(twiml: string): Response {
  return new Response(twiml, { status: 200, headers: { "content-type": "text/xml; charset=utf-8" } });
}

/**
 * Wraps a Twilio webhook handler: verifies `X-Twilio-Signature` before anything else, then calls
 * `handler` with the parameters. When `TWILIO_ACCOUNT_SID` is set, `AccountSid` must match it too.
 * Answers 503 without a token, 415 for a body that is not form-encoded (Twilio always sends
 * `application/x-www-form-urlencoded`), 403 for a missing or wrong signature, 413 for a body over 64 KiB,
 * an `AppError` thrown by the handler with its status (lib/http/route.ts), 503 with `Retry-After` and an
 * empty `<Response/>` when the database is unavailable (lib/http/database-outage.ts), and 500 (reported to
 * the error log) when the handler throws anything else: Twilio gets a plain answer, never Next's error page.
 */
export function withTwilioSignature(handler: (params: TwilioParams, request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const token = env.TWILIO_AUTH_TOKEN;
    if (!token) return plain(503, "TWILIO_AUTH_TOKEN is not configured");
    if (!isFormEncoded(request)) return plain(415, "Expected application/x-www-form-urlencoded");
    const signature = request.headers.get("x-twilio-signature");
    if (!signature) return plain(403, "Missing X-Twilio-Signature");
    const body = await readBody(request, MAX_WEBHOOK_BODY_BYTES);
    if (body === null) return plain(413, "Request body too large");
    const params = parseFormParams(body);
    if (!validateRequest(token, signature, publicRequestUrl(request), params)) {
      return plain(403, "Invalid X-Twilio-Signature");
    }
    if (env.TWILIO_ACCOUNT_SID && params.AccountSid !== env.TWILIO_ACCOUNT_SID) {
      return plain(403, "AccountSid does not match TWILIO_ACCOUNT_SID");
    }
    try {
      return await mapErrors(request, () => handler(params, request), twilioError);
    } catch (error) {
      await reportError(error, { severity: "high", request });
      return plain(500, "Internal error");
    }
  };
}

/**
 * An `AppError` as Twilio gets it: plain text with its status, except `unavailable` (a database blip):
 * an empty `<Response/>` with `Retry-After`, so nothing is texted back, and Twilio may retry the same MessageSid.
 */
const twilioError: ErrorResponder = (error: AppError) => {
  if (error.code !== "unavailable") return plain(error.status, error.message);
  const headers = new Headers({ "content-type": "text/xml; charset=utf-8" });
  if (error.retryAfterSeconds !== undefined) headers.set("retry-after", String(error.retryAfterSeconds));
  return new Response(twimlAnswer(null), { status: error.status, headers });
};

/** A 400 for a signed request whose parameters are not a valid Twilio message. */
export function malformedRequest(detail: string): Response {
  return plain(400, `Malformed Twilio request: ${detail}`);
}
