// GET /api/csc/command-history - the latest broadcast commands (operator-console.md §7 "Commands")
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { commandHistory } from "@/lib/federation/queries";

export const GET = withAdmin(async () => NextResponse.json(await commandHistory()));
