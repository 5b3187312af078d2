// GET /api/admin/unresolved-errors - the unresolved error groups, most recently seen first (operator-console.md §7)
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { listErrorLogs } from "@/lib/db/queries/error-logs";

export const GET = withAdmin(async () => NextResponse.json(await listErrorLogs({ unresolvedOnly: true })));
