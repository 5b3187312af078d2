// GET /api/admin/error-logs - one page of every error group, most recently seen first, with the totals (docs/spec/operator-console.md §7)
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { errorLogListBody } from "@/lib/error-monitor/list-endpoint";

export const GET = withAdmin("errors.view", async (request) =>
  NextResponse.json(await errorLogListBody(request.url, "all")),
);
