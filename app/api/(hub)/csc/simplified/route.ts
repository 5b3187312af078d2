// GET /api/csc/simplified - a page of sites with health and counts, the fleet's figures and a page of collected items (?site=&type=); 304 when unchanged (docs/spec/operator-console.md §7)
import { withAdmin } from "@/lib/auth/route";
import { HUB_LIST_PREFIX, readHubListParams } from "@/lib/federation/hub-list-params";
import { hubHealthVersion, pollResponse } from "@/lib/federation/poll";
import { simplifiedHub } from "@/lib/federation/simplified-hub";

export const GET = withAdmin("federation.view", async (request: Request) => {
  const url = new URL(request.url);
  return pollResponse(request, hubHealthVersion(), () =>
    simplifiedHub(readHubListParams(url), readHubListParams(url, HUB_LIST_PREFIX.items)),
  );
});
