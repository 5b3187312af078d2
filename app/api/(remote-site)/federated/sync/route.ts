// GET /api/federated/sync - this app's TODOs, errors, features and analytics in one answer (docs/federation-protocol.md; bearer site key)
import { NextResponse } from "next/server";
import { remoteSyncPayload } from "@/lib/federation/remote-site/payload";
import { withSiteKey } from "@/lib/federation/remote-site/site-key";

export const GET = withSiteKey(async () => NextResponse.json(await remoteSyncPayload()));
