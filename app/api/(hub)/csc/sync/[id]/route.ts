// POST /api/csc/sync/{id} - starts a sync of one site (docs/spec/operator-console.md §7; the row's Sync button)
import { after, NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { startSync } from "@/lib/federation/start-sync";
import { routeId } from "@/lib/http/route";

export const POST = withAdmin(
  "federation.sync",
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) =>
    NextResponse.json(await startSync(after, routeId((await params).id)), { status: 202 }),
);
