/**
 * Next.js 16 proxy (formerly middleware), in front of every request but Next.js's static files:
 * - A malformed request (a path that does not percent-decode, a server action call whose body cannot be
 *   decoded) is a 400 before routing (lib/http/malformed-request.ts), never a 500 nor a recorded error;
 *   a cached public page's slug, id or cursor that breaks the identifier rule is a 404 before routing.
 * - A request whose Host is a status page's custom host is served that page at `/` and only the page's own
 *   routes besides (lib/status-pages/custom-hosts.ts `customHostServes`); everything else there is a 404,
 *   so a custom host never reaches the console, sign-in, the marketing site or another page
 *   (docs/federation-protocol.md "Status pages").
 * - Every response keeps the readable session hint in step with the request's session cookie
 *   (lib/auth/session-hint.ts), so a visitor's public page never asks for the session.
 * - An invoice's page (`/i/<token>`) and the client's page (`/c/…`) may post their Pay form to our route
 *   that answers with a redirect to Stripe's checkout: their policy's `form-action` adds the checkout's
 *   origins, since browsers hold a form's redirects to it (docs/decisions/http-and-input.md "Pay leaves
 *   for Stripe's checkout").
 * - A request for an admin screen without any next-auth session cookie is sent to /auth before
 *   rendering. It proves nothing about a cookie that is present: the admin layout, every admin page
 *   (`requireUser`) and every admin action (`adminAction`) check the session against the database
 *   themselves.
 */
import { NextResponse, type NextRequest } from "next/server";
import { ADMIN_SCREENS } from "@/lib/admin-screens";
import { carriesSessionCookie, SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
import { env } from "@/lib/env";
import { malformedRequestProblem } from "@/lib/http/malformed-request";
import { publicPathIdentifiersValid } from "@/lib/input/identifiers";
import { contentSecurityPolicy } from "@/lib/security-headers";
import { customHostServes, hostName, statusSlugForHost } from "@/lib/status-pages/custom-hosts";

// Photo Library downloads fetch the photo file itself: Pexels serves it from its image host, a compatible provider (or the e2e stand-in) from its own origin.
const PHOTO_ORIGINS = ["https://images.pexels.com", new URL(env.PEXELS_BASE_URL).origin];
// Stripe's hosted checkout, or the host the SDK is sent to instead (the e2e stand-in serves its checkout there).
const CHECKOUT_ORIGINS = [
  "https://checkout.stripe.com",
  ...(env.STRIPE_API_BASE_URL ? [new URL(env.STRIPE_API_BASE_URL).origin] : []),
];

/**
 * Refuses a malformed request (400), answers a custom host, and for an admin screen redirects to /auth
 * when the request carries no session cookie, otherwise lets it through with a per-request script nonce
 * (lib/security-headers.ts). Next.js reads the nonce from the request's `Content-Security-Policy` header
 * and puts it on every script it renders.
 */
export async function proxy(request: NextRequest) {
  const problem = await malformedRequestProblem(request);
  if (problem) return new NextResponse(problem, { status: 400, headers: { "content-type": "text/plain" } });
  const pathname = new URL(request.url).pathname;
  if (!publicPathIdentifiersValid(pathname)) return new NextResponse("Not found", { status: 404 });
  const host = hostName(request.headers.get("host"));
  if (host !== new URL(env.PUBLIC_BASE_URL).hostname && host !== "localhost" && host !== "127.0.0.1") {
    const slug = await statusSlugForHost(host);
    if (slug) {
      if (pathname === "/") return NextResponse.rewrite(new URL(`/status/${slug}`, request.url));
      if (!customHostServes(pathname, slug)) return new NextResponse("Not found", { status: 404 });
    }
  }
  const signedIn = carriesSessionCookie(request.cookies.getAll().map((cookie) => cookie.name));
  if (isPayingPath(pathname)) {
    const response = NextResponse.next();
    response.headers.set(
      "content-security-policy",
      contentSecurityPolicy({ production: env.isProduction, formOrigins: CHECKOUT_ORIGINS }),
    );
    return withSessionHint(response, request, signedIn);
  }
  if (!isAdminPath(pathname)) return withSessionHint(NextResponse.next(), request, signedIn);
  if (!signedIn) return withSessionHint(NextResponse.redirect(new URL("/auth", request.url)), request, signedIn);
  const policy = contentSecurityPolicy({
    production: env.isProduction,
    nonce: btoa(crypto.randomUUID()),
    connectOrigins: PHOTO_ORIGINS,
  });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return withSessionHint(response, request, signedIn);
}

/**
 * Sets or deletes the session hint (lib/auth/session-hint.ts) on `response` when it disagrees with whether
 * `request` carries a session cookie, so the page this response carries already sees the right hint.
 */
function withSessionHint(response: NextResponse, request: NextRequest, signedIn: boolean): NextResponse {
  const hinted = request.cookies.has(SESSION_HINT_COOKIE);
  if (signedIn && !hinted)
    response.cookies.set(SESSION_HINT_COOKIE, "1", {
      path: "/",
      sameSite: "lax",
      secure: new URL(request.url).protocol === "https:",
    });
  else if (!signedIn && hinted) response.cookies.delete(SESSION_HINT_COOKIE);
  return response;
}

/** True for the pages whose Pay form leads to Stripe's checkout: an invoice's link and the client's page. */
function isPayingPath(pathname: string): boolean {
  return /^\/(i|c)\/[^/]+$/.test(pathname);
}

/** True for a path of one of the admin screens (lib/admin-screens.ts) or under it. */
function isAdminPath(pathname: string): boolean {
  return ADMIN_SCREENS.some((screen) => pathname === screen.path || pathname.startsWith(`${screen.path}/`));
}

// Every path but Next.js's built files and optimised images: a malformed path or action body may come to
// any of them, and a custom host must answer 404 on all but its page. Next.js reads `config` at build time
// without running imports, so it is a literal.
export const config = {
  matcher: ["/((?!_next/static/|_next/image).*)"],
};
