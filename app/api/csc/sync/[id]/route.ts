// POST /api/csc/sync/{id} - starts a sync of one site (operator-console.md §7; the row's Sync button)
import { after, NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { handleErrors, routeId } from "@/lib/federation/http";
import { startSync } from "@/lib/federation/start-sync";

export const POST = withAdmin(async (_request: Request, { params }: { params: Promise<{ id: string }> }) =>
  handleErrors(async () => NextResponse.json(await startSync(after, routeId((await params).id)), { status: 202 })),
);
