// GET /api/cron/outbox-retry - sends the failed outbox messages whose next try is due (Vercel Cron; the in-process scheduler runs the same job)
import { NextResponse } from "next/server";
import { withCron } from "@/lib/cron/with-cron";
import { retryDueMessages } from "@/lib/outbox/retry";

export const GET = withCron(async () => NextResponse.json(await retryDueMessages()));
