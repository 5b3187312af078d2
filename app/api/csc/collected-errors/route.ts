// GET /api/csc/collected-errors - error logs collected from every site (operator-console.md §7)
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { collectedErrors } from "@/lib/federation/queries";

export const GET = withAdmin(async () => NextResponse.json(await collectedErrors()));
