/**
 * The session hint: a readable cookie saying only that the browser holds a next-auth session cookie, so
 * the public pages' header asks `/api/auth/session` only then and a visitor's page makes no request for
 * it (docs/decisions/public-site.md "Public pages: LCP breakdown, no session request for visitors"). next-auth's own
 * cookie is `HttpOnly`, so the browser's script cannot see it; the proxy keeps this hint in step with it
 * on every request. It proves nothing: the session endpoint and the server still decide who is signed in.
 */

/** next-auth v4's session cookie names (prefixed `__Secure-` over https; a large token is split into `.0`, `.1`, …). */
export const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/** The hint's cookie name; its value is always "1". */
export const SESSION_HINT_COOKIE = "session-present";

/** True when `cookieNames` include a next-auth session cookie. */
export function carriesSessionCookie(cookieNames: string[]): boolean {
  return cookieNames.some((name) => SESSION_COOKIE.test(name));
}

/** True when the browser's `document.cookie` string carries the hint. */
export function sessionHintIn(documentCookie: string): boolean {
  return documentCookie.split(/;\s*/).some((pair) => pair.startsWith(`${SESSION_HINT_COOKIE}=`));
}
