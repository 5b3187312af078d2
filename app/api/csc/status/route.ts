// GET /api/csc/status - sites, recent sync reports and site counts (operator-console.md §7)
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { hubStatus } from "@/lib/federation/queries";

export const GET = withAdmin(async () => NextResponse.json(await hubStatus()));
