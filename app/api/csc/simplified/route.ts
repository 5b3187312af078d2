// GET /api/csc/simplified - sites with health and counts, and every collected item (operator-console.md §7)
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { simplifiedHub } from "@/lib/federation/queries";

export const GET = withAdmin(async () => NextResponse.json(await simplifiedHub()));
