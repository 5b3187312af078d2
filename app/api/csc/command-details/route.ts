// GET /api/csc/command-details?commandId= - one command and each site's response (operator-console.md §7 "Commands")
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { handleErrors, HttpError, routeId } from "@/lib/federation/http";
import { commandDetails } from "@/lib/federation/queries";

export const GET = withAdmin(async (request: Request) =>
  handleErrors(async () => {
    const raw = new URL(request.url).searchParams.get("commandId") ?? "";
    const details = await commandDetails(routeId(raw));
    if (!details) throw new HttpError(404, "Command not found");
    return NextResponse.json(details);
  }),
);
