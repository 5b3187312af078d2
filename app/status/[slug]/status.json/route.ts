// GET /status/<slug>/status.json - what the status page shows, as JSON
/**
 * GET /status/<slug>/status.json: what the status page shows, as JSON (lib/status-pages/public-status.ts
 * `PublicStatus`), from the same cache as the page. Shared caches may keep it a minute.
 */
import { withErrors } from "@/lib/http/route";
import { NextResponse } from "next/server";
import { isIdentifier } from "@/lib/input/identifiers";
import { cachedPublicStatus } from "@/lib/status-pages/cached-status";

export const GET = withErrors(async (_request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const { slug } = await params;
  const status = isIdentifier("slug", slug) ? await cachedPublicStatus(slug) : null;
  if (!status) return NextResponse.json({ error: "No status page at this address" }, { status: 404 });
  return NextResponse.json(status, {
    headers: { "Cache-Control": "public, max-age=30, stale-while-revalidate=30", "Access-Control-Allow-Origin": "*" },
  });
});
