// GET /api/admin/federated-analytics - a page of sites with each one's latest analytics record; 304 when unchanged (docs/spec/operator-console.md §7; the analytics kind of lib/federation/collected/registry.ts)
import { withAdmin } from "@/lib/auth/route";
import { COLLECTED_KINDS } from "@/lib/federation/collected/registry";
import { serveKind } from "@/lib/federation/collected/serve";

export const GET = withAdmin("federation.view", async (request: Request) =>
  serveKind(request, COLLECTED_KINDS.analytics),
);
