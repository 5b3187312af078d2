// GET /api/csc/command-details?commandId= - one command and a page of each site's responses (docs/spec/operator-console.md §7 "Commands")
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { AppError } from "@/lib/errors/app-error";
import { commandDetails } from "@/lib/federation/command-lists";
import { readHubListParams } from "@/lib/federation/hub-list-params";
import { routeId } from "@/lib/http/route";

export const GET = withAdmin("federation.view", async (request: Request) => {
  const url = new URL(request.url);
  const details = await commandDetails(routeId(url.searchParams.get("commandId") ?? ""), readHubListParams(url));
  if (!details) throw new AppError("not_found", "Command not found");
  return NextResponse.json(details);
});
