// GET /api/admin/federated-analytics - each site's latest analytics record (operator-console.md §7)
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { latestAnalytics } from "@/lib/federation/queries";

export const GET = withAdmin(async () => NextResponse.json(await latestAnalytics()));
