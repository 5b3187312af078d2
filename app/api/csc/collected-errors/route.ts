// GET /api/csc/collected-errors - a page of error logs collected from the sites (?site=&status=unresolved); 304 when unchanged (operator-console.md §7)
import { withAdmin } from "@/lib/auth/route";
import { collectedErrorPage } from "@/lib/federation/collected-lists";
import { readHubListParams } from "@/lib/federation/hub-list-params";
import { hubDataVersion, pollResponse } from "@/lib/federation/poll";

export const GET = withAdmin(async (request: Request) => pollResponse(request, hubDataVersion(), () => collectedErrorPage(readHubListParams(new URL(request.url)))));
