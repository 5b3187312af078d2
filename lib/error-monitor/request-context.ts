/**
 * What the error monitor keeps of a request: method, scrubbed URL, user agent and client IP, and the
 * signed-in user's id. Header values other than the user agent are never stored (cookies and
 * authorization included); the session cookie is only read to find the user id.
 */
import { decode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/request-ip";
import { scrubText, scrubUrl } from "./scrub";
import { cutText } from "@/lib/format/text";

/**
 * A request as the reporters see it: a fetch `Request`, or the `{ path, method, headers }` object Next
 * passes to `onRequestError` (node_modules/next/dist/docs/01-app/03-api-reference/03-file-conventions/instrumentation.md).
 */
export type RequestLike =
  | Request
  | { url?: string; path?: string; method?: string; headers: Headers | Record<string, string | string[] | undefined> };

/** The stored request fields of an error, each cut to its column's size. */
export interface RequestDetails {
  requestUrl: string | null;
  requestMethod: string | null;
  userAgent: string | null;
  ipAddress: string | null;
}

function toHeaders(headers: RequestLike["headers"]): Headers {
  if (headers instanceof Headers) return headers;
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return out;
}

/** An absolute URL's path, query and fragment (the origin is the app's own); anything else unchanged. */
function pathOf(url: string): string {
  return /^https?:\/\//i.test(url) ? url.replace(/^https?:\/\/[^/?#]*/i, "") || "/" : url;
}

/** The method, URL (secret query values filtered), user agent and IP (at most 45 characters) of `request`. */
export function requestDetails(request: RequestLike | undefined): RequestDetails {
  if (!request) return { requestUrl: null, requestMethod: null, userAgent: null, ipAddress: null };
  const headers = toHeaders(request.headers);
  const url = ("url" in request && request.url) || ("path" in request && request.path) || null;
  const ip = clientIp(headers);
  return {
    requestUrl: url ? cutText(pathOf(scrubUrl(url)), 2000, { marker: "" }) : null,
    requestMethod: request.method ? request.method.toUpperCase().slice(0, 10) : null,
    userAgent: cutText(scrubText(headers.get("user-agent") ?? ""), 500, { marker: "" }) || null,
    ipAddress: ip === "unknown" ? null : ip,
  };
}

/** Finds the user of a live session id (lib/auth/sessions.ts), or null; may reject. */
export type SessionUserLookup = (sid: string) => Promise<{ id: number } | null | undefined>;

// On globalThis: the composition root (lib/register-hooks.ts) sets it once, for every bundle of the server.
const globalForLookup = globalThis as unknown as { __errorSessionUserLookup?: SessionUserLookup };

/**
 * Sets how a session id becomes a user id. The sessions are the auth domain's, which reports its own
 * errors here: the composition root hands the lookup over, so the monitor never imports auth. Until
 * then requests are recorded without a user.
 */
export function setSessionUserLookup(lookup: SessionUserLookup): void {
  globalForLookup.__errorSessionUserLookup = lookup;
}

const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** The id of the user whose live session cookie `request` carries, or null (signed out, or the lookup failed). */
export async function requestUserId(request: RequestLike | undefined): Promise<number | null> {
  if (!request) return null;
  const cookieHeader = toHeaders(request.headers).get("cookie");
  if (!cookieHeader) return null;
  const cookies = new Map(
    cookieHeader.split(";").map((pair) => {
      const at = pair.indexOf("=");
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const;
    }),
  );
  const raw = SESSION_COOKIES.map((name) => cookies.get(name)).find(Boolean);
  if (!raw) return null;
  try {
    const token = await decode({ token: raw, secret: env.NEXTAUTH_SECRET });
    const sid = typeof token?.sid === "string" ? token.sid : undefined;
    const lookup = globalForLookup.__errorSessionUserLookup;
    return sid && lookup ? ((await lookup(sid))?.id ?? null) : null;
  } catch {
    return null;
  }
}
