// GET /api/csc/collected-todos - a page of TODOs collected from the sites (?site=); 304 when unchanged (operator-console.md §7)
import { withAdmin } from "@/lib/auth/route";
import { collectedTodoPage } from "@/lib/federation/collected-lists";
import { readHubListParams } from "@/lib/federation/hub-list-params";
import { hubDataVersion, pollResponse } from "@/lib/federation/poll";

export const GET = withAdmin(async (request: Request) => pollResponse(request, hubDataVersion(), () => collectedTodoPage(readHubListParams(new URL(request.url)))));
