// GET /api/cron/federated-sync - syncs every active site every 6 hours (Vercel Cron; the in-process scheduler runs the same job)
import { NextResponse } from "next/server";
import { withCron } from "@/lib/cron/with-cron";
import { syncAllSites } from "@/lib/federation/sync";

/** A run is bounded by the per-site timeout per wave of sites; give it Vercel's longest default budget. */
export const maxDuration = 300;

export const GET = withCron(async () => {
  const { total, success, partial, failed, skipped, durationMs } = await syncAllSites();
  return NextResponse.json({ total, success, partial, failed, skipped, durationMs });
});
