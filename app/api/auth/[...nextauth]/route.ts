// GET, POST /api/auth/* - next-auth v4 (sign-in with credentials, sign-out, CSRF, session)
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { guardAuthPost } from "@/lib/auth/auth-post-guard";
import { authOptions } from "@/lib/auth/options";

const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * Refuses a malformed body (400/413/415), invalid sign-in fields (400) and, counting the attempt, a
 * locked-out sign-in (429) before next-auth runs (lib/auth/auth-post-guard.ts); anything else is next-auth's.
 */
async function POST(request: NextRequest, context: Context) {
  return guardAuthPost(request, () => handler(request, context) as Promise<Response>);
}

export { handler as GET, POST };
