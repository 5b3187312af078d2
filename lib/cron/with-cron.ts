/**
 * `withCron` for scheduled-job route handlers (`/api/cron/*`): Vercel Cron sends
 * `Authorization: Bearer $CRON_SECRET` (https://vercel.com/docs/cron-jobs/manage-cron-jobs#securing-cron-jobs).
 * Fails closed: no secret configured → 503; a missing or wrong bearer → 401.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import { env } from "@/lib/env";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** True when `header` is exactly `Bearer <secret>`, compared in constant time. */
export function isCronAuthorized(header: string | null, secret: string): boolean {
  return timingSafeEqual(digest(header ?? ""), digest(`Bearer ${secret}`));
}

/** Wraps a cron route handler with the bearer check above. */
export function withCron(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (!env.CRON_SECRET) return NextResponse.json({ error: "CRON_SECRET is not configured" }, { status: 503 });
    if (!isCronAuthorized(request.headers.get("authorization"), env.CRON_SECRET)) {
      return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
    }
    return handler(request);
  };
}
