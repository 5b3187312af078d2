// GET /api/admin/federated-analytics - each site's latest analytics record; 304 when unchanged (operator-console.md §7)
import { withAdmin } from "@/lib/auth/route";
import { hubDataVersion, pollResponse } from "@/lib/federation/poll";
import { latestAnalytics } from "@/lib/federation/queries";

// Analytics are written only by syncs, and every sync writes a report: the hub's version covers them.
export const GET = withAdmin(async (request: Request) => pollResponse(request, hubDataVersion(), () => latestAnalytics()));
