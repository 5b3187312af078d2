// GET /api/cron/weekly-todo - hourly check of the weekly TODO digest schedule (Vercel Cron; the in-process scheduler runs the same job)
import { NextResponse } from "next/server";
import { withCron } from "@/lib/cron/with-cron";
import { runScheduledDigest } from "@/lib/todos/run-scheduled-digest";

export const GET = withCron(async () => NextResponse.json(await runScheduledDigest()));
