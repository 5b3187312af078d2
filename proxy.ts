/**
 * Next.js 16 proxy (formerly middleware): a cheap first line in front of the admin screens. A request
 * without any next-auth session cookie is sent to /auth before rendering. It proves nothing about a
 * cookie that is present: the admin layout, every admin page (`requireUser`) and every admin action
 * (`adminAction`) check the session against the database themselves.
 */
import { NextResponse, type NextRequest } from "next/server";

// next-auth v4's cookie names (prefixed `__Secure-` over https); a large token is split into `.0`, `.1`, … parts.
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

/** Redirects to /auth when the request carries no session cookie; otherwise lets it through. */
export function proxy(request: NextRequest) {
  const signedIn = request.cookies.getAll().some((cookie) => SESSION_COOKIE.test(cookie.name));
  if (signedIn) return NextResponse.next();
  return NextResponse.redirect(new URL("/auth", request.url));
}

// Every admin route (site-and-admin.md §2 "Route table"), plus /email-test and /test-sms, which this app keeps admin-only.
export const config = {
  matcher: [
    "/dashboard/:path*",
    "/account/:path*",
    "/project-codes/:path*",
    "/code-management/:path*",
    "/phone-management/:path*",
    "/portfolio-management/:path*",
    "/photo-library/:path*",
    "/weekly-todo/:path*",
    "/error-monitoring/:path*",
    "/site-control/:path*",
    "/site-control-v2/:path*",
    "/command-broadcaster/:path*",
    "/sms-routing/:path*",
    "/settings/:path*",
    "/site-settings/:path*",
    "/email-test/:path*",
    "/test-sms/:path*",
  ],
};
