// GET /api/csc/status - a page of sites, the fleet's counts and the latest sync reports; 304 when unchanged (docs/spec/operator-console.md §7)
import { withAdmin } from "@/lib/auth/route";
import { readHubListParams } from "@/lib/federation/hub-list-params";
import { hubHealthVersion, pollResponse } from "@/lib/federation/poll";
import { hubStatus } from "@/lib/federation/queries";

export const GET = withAdmin("federation.view", async (request: Request) =>
  pollResponse(request, hubHealthVersion(), () => hubStatus(readHubListParams(new URL(request.url)))),
);
