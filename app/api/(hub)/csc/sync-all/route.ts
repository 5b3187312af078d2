// POST /api/csc/sync-all - starts a sync of every active site, for the v2 hub (docs/spec/operator-console.md §7)
import { after, NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { startSync } from "@/lib/federation/start-sync";

export const POST = withAdmin("federation.sync", async () =>
  NextResponse.json(await startSync(after), { status: 202 }),
);
