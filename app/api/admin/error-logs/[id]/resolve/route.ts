// PATCH /api/admin/error-logs/{id}/resolve - Mark Resolved, recording the admin's username (docs/spec/operator-console.md §7)
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { AppError } from "@/lib/errors/app-error";
import { resolveError } from "@/lib/error-monitor/resolve";
import { routeId } from "@/lib/http/route";

export const PATCH = withAdmin<{ params: Promise<{ id: string }> }>(
  "errors.resolve",
  async (_request, { params, user }) => {
    if (!(await resolveError(routeId((await params).id), user.username)))
      throw new AppError("not_found", "Error log not found");
    return NextResponse.json({ success: true });
  },
);
