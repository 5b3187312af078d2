// GET /api/csc/command-history - a page of broadcast commands, newest first; 304 when unchanged (docs/spec/operator-console.md §7 "Commands")
import { withAdmin } from "@/lib/auth/route";
import { commandPage } from "@/lib/federation/command-lists";
import { readHubListParams } from "@/lib/federation/hub-list-params";
import { commandsVersion, pollResponse } from "@/lib/federation/poll";

export const GET = withAdmin("federation.view", async (request: Request) =>
  pollResponse(request, commandsVersion(), () => commandPage(readHubListParams(new URL(request.url)))),
);
