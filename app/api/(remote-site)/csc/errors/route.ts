// GET /api/csc/errors - this app's newest error log entries, for a hub (docs/federation-protocol.md; bearer site key)
import { NextResponse } from "next/server";
import { remoteErrors } from "@/lib/federation/remote-site/payload";
import { withSiteKey } from "@/lib/federation/remote-site/site-key";

export const GET = withSiteKey(async () => NextResponse.json(await remoteErrors()));
