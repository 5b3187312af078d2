// GET /api/csc/collected-features - features collected from every site (operator-console.md §7)
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { collectedFeatures } from "@/lib/federation/queries";

export const GET = withAdmin(async () => NextResponse.json(await collectedFeatures()));
