// GET /api/cron/error-retention - daily deletion of resolved errors past ERROR_RETENTION_DAYS (Vercel Cron; the in-process scheduler runs the same job)
import { NextResponse } from "next/server";
import { withCron } from "@/lib/cron/with-cron";
import { purgeResolvedErrors } from "@/lib/errors/retention";

export const GET = withCron(async () => NextResponse.json(await purgeResolvedErrors()));
