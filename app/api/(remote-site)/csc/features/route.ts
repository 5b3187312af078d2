// GET /api/csc/features - this app's modules and version, for a hub (docs/federation-protocol.md; bearer site key)
import { NextResponse } from "next/server";
import { appFeatures } from "@/lib/federation/remote-site/features";
import { withSiteKey } from "@/lib/federation/remote-site/site-key";

export const GET = withSiteKey(async () => NextResponse.json(appFeatures()));
