// GET /api/csc/collected-{todos,errors,features} - a page of one collected kind's rows (?site=, errors also &status=unresolved); 304 when unchanged (docs/spec/operator-console.md §7; kinds in lib/federation/collected/registry.ts)
import { withAdmin } from "@/lib/auth/route";
import { kindAtPath } from "@/lib/federation/collected/registry";
import { serveKind } from "@/lib/federation/collected/serve";

// The kind is found by the whole path (its `hub.path`), so only `collected-<name>` of a registered kind answers; other static routes of /api/csc win over this segment.
export const GET = withAdmin("federation.view", async (request: Request) =>
  serveKind(request, kindAtPath(new URL(request.url).pathname)),
);
