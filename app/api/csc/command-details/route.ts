// GET /api/csc/command-details?commandId= - one command and a page of each site's responses (operator-console.md §7 "Commands")
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { commandDetails } from "@/lib/federation/command-lists";
import { readHubListParams } from "@/lib/federation/hub-list-params";
import { handleErrors, HttpError, routeId } from "@/lib/federation/http";

export const GET = withAdmin(async (request: Request) =>
  handleErrors(async () => {
    const url = new URL(request.url);
    const details = await commandDetails(routeId(url.searchParams.get("commandId") ?? ""), readHubListParams(url));
    if (!details) throw new HttpError(404, "Command not found");
    return NextResponse.json(details);
  }),
);
