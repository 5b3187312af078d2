/**
 * `withCron` for scheduled-job route handlers (`/api/cron/*`): Vercel Cron sends
 * `Authorization: Bearer $CRON_SECRET` (https://vercel.com/docs/cron-jobs/manage-cron-jobs#securing-cron-jobs).
 * Fails closed: no secret configured → 503; a missing or wrong bearer → 401.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { mapDatabaseOutage } from "@/lib/http/database-outage";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** True when `header` is exactly `Bearer <secret>`, compared in constant time. */
export function isCronAuthorized(header: string | null, secret: string): boolean {
  return timingSafeEqual(digest(header ?? ""), digest(`Bearer ${secret}`));
}

/** Wraps a cron route handler with the bearer check above; a database blip answers 503 (lib/http/database-outage.ts). */
export function withCron<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    if (!env.CRON_SECRET) return NextResponse.json({ error: "CRON_SECRET is not configured" }, { status: 503 });
    if (!isCronAuthorized(request.headers.get("authorization"), env.CRON_SECRET)) {
      return NextResponse.json({ error: "Unauthorized" }, { status: 401 });
    }
    return mapDatabaseOutage(request, () => handler(request, context));
  };
}
