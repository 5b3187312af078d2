// PATCH /api/admin/error-logs/{id}/resolve - Mark Resolved, recording the admin's username (operator-console.md §7)
import { NextResponse } from "next/server";
import { z } from "zod";
import { coercedRowId } from "@/lib/validations/row-id";
import { withAdmin } from "@/lib/auth/route";
import { resolveError } from "@/lib/errors/resolve";

const params = z.object({ id: coercedRowId() });

export const PATCH = withAdmin<{ params: Promise<{ id: string }> }>(async (_request, { params: raw, user }) => {
  const parsed = params.safeParse(await raw);
  if (!parsed.success) return NextResponse.json({ error: "Invalid error id" }, { status: 400 });
  if (!(await resolveError(parsed.data.id, user.username))) {
    return NextResponse.json({ error: "Error log not found" }, { status: 404 });
  }
  return NextResponse.json({ success: true });
});
