// GET /api/csc/collected-todos - TODOs collected from every site (operator-console.md §7)
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { collectedTodos } from "@/lib/federation/queries";

export const GET = withAdmin(async () => NextResponse.json(await collectedTodos()));
