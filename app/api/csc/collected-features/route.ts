// GET /api/csc/collected-features - a page of features collected from the sites (?site=); 304 when unchanged (operator-console.md §7)
import { withAdmin } from "@/lib/auth/route";
import { collectedFeaturePage } from "@/lib/federation/collected-lists";
import { readHubListParams } from "@/lib/federation/hub-list-params";
import { hubDataVersion, pollResponse } from "@/lib/federation/poll";

export const GET = withAdmin(async (request: Request) => pollResponse(request, hubDataVersion(), () => collectedFeaturePage(readHubListParams(new URL(request.url)))));
