// GET /api/csc/sync-reports - a page of sync reports, newest first (?site=); 304 when unchanged (docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync")
import { withAdmin } from "@/lib/auth/route";
import { readHubListParams } from "@/lib/federation/hub-list-params";
import { hubDataVersion, pollResponse } from "@/lib/federation/poll";
import { syncReportPage } from "@/lib/federation/queries";

export const GET = withAdmin("federation.view", async (request: Request) =>
  pollResponse(request, hubDataVersion(), () => syncReportPage(readHubListParams(new URL(request.url)))),
);
