/**
 * Next.js 16 proxy (formerly middleware): a status page's custom host, and a cheap first line in front of
 * the admin screens. A request whose Host is a status page's custom host is served that page at `/` and
 * a 404 anywhere the proxy watches (the console, sign-in), so a custom host never reaches the console
 * (docs/federation-protocol.md "Status pages"); the page's own files (/status/…, /_next/…) pass. A request
 * without any next-auth session cookie is sent to /auth before rendering. It proves nothing about a
 * cookie that is present: the admin layout, every admin page (`requireUser`) and every admin action
 * (`adminAction`) check the session against the database themselves.
 */
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { contentSecurityPolicy } from "@/lib/security-headers";
import { hostName, statusSlugForHost } from "@/lib/status-pages/custom-hosts";

// next-auth v4's cookie names (prefixed `__Secure-` over https); a large token is split into `.0`, `.1`, … parts.
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

// Photo Library downloads fetch the photo file itself: Pexels serves it from its image host, a compatible provider (or the e2e stand-in) from its own origin.
const PHOTO_ORIGINS = ["https://images.pexels.com", new URL(env.PEXELS_BASE_URL).origin];

/**
 * Redirects to /auth when the request carries no session cookie; otherwise lets it through with a
 * per-request script nonce (lib/security-headers.ts). Next.js reads the nonce from the request's
 * `Content-Security-Policy` header and puts it on every script it renders.
 */
export async function proxy(request: NextRequest) {
  const host = hostName(request.headers.get("host"));
  if (host !== new URL(env.PUBLIC_BASE_URL).hostname && host !== "localhost" && host !== "127.0.0.1") {
    const slug = await statusSlugForHost(host);
    if (slug) {
      if (request.nextUrl.pathname === "/") return NextResponse.rewrite(new URL(`/status/${slug}`, request.url));
      return new NextResponse("Not found", { status: 404 });
    }
  }
  if (!isAdminPath(request.nextUrl.pathname)) return NextResponse.next();
  const signedIn = request.cookies.getAll().some((cookie) => SESSION_COOKIE.test(cookie.name));
  if (!signedIn) return NextResponse.redirect(new URL("/auth", request.url));
  const policy = contentSecurityPolicy({
    production: env.isProduction,
    nonce: btoa(crypto.randomUUID()),
    connectOrigins: PHOTO_ORIGINS,
  });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

/** The public paths the proxy watches only for custom hosts (see `config`). */
const HOST_ONLY_PATHS = ["/", "/auth", "/api/auth"];

/** True for a path under one of the admin screens (not `HOST_ONLY_PATHS`). */
function isAdminPath(pathname: string): boolean {
  return !HOST_ONLY_PATHS.some((p) => pathname === p || (p !== "/" && pathname.startsWith(`${p}/`)));
}

// Every screen of lib/admin-screens.ts, then the public paths a custom host must not reach or is served
// at. Next.js reads `config` at build time without running imports, so the list is written out here;
// tests/unit/admin-screens.test.ts keeps it equal to the registry and these.
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
    "/alerts/:path*",
    "/incidents/:path*",
    "/status-pages/:path*",
    "/site-control/:path*",
    "/site-control-v2/:path*",
    "/team/:path*",
    "/audit-log/:path*",
    "/command-broadcaster/:path*",
    "/sms-routing/:path*",
    "/settings/:path*",
    "/site-settings/:path*",
    "/email-test/:path*",
    "/test-sms/:path*",
    "/leads/:path*",
    "/bookings/:path*",
    "/",
    "/auth/:path*",
    "/api/auth/:path*",
  ],
};
