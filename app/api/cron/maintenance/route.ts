// GET /api/cron/maintenance - daily housekeeping (Vercel Cron; the in-process scheduler runs the same job)
import { NextResponse } from "next/server";
import { withCron } from "@/lib/cron/with-cron";
import { purgeExpiredRows } from "@/lib/maintenance";

export const GET = withCron(async () => NextResponse.json({ purged: await purgeExpiredRows() }));
