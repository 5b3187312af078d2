// GET, POST /api/auth/* - next-auth v4 (sign-in with credentials, sign-out, CSRF, session)
import NextAuth from "next-auth";
import { NextResponse, type NextRequest } from "next/server";
import { loginLockout } from "@/lib/auth/login-throttle";
import { authOptions } from "@/lib/auth/options";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/request-ip";

const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * Refuses a credentials sign-in with 429 while the username or address is locked out, before
 * next-auth runs. The body keeps next-auth's `{ url }` shape so `signIn()` reports the message as its error.
 */
async function POST(request: NextRequest, context: Context) {
  if (request.nextUrl.pathname.endsWith("/callback/credentials")) {
    const form = await request.clone().formData().catch(() => null);
    const username = String(form?.get("username") ?? "");
    const message = username ? await loginLockout(username, clientIp(request.headers)) : null;
    if (message) {
      const url = new URL("/auth", env.PUBLIC_BASE_URL);
      url.searchParams.set("error", message);
      return NextResponse.json({ url: url.toString(), error: message }, { status: 429 });
    }
  }
  return handler(request, context);
}

export { handler as GET, POST };
