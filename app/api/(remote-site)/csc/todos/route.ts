// GET /api/csc/todos - this app's TODO items, for a hub (docs/federation-protocol.md; bearer site key)
import { NextResponse } from "next/server";
import { remoteTodos } from "@/lib/federation/remote-site/payload";
import { withSiteKey } from "@/lib/federation/remote-site/site-key";

export const GET = withSiteKey(async () => NextResponse.json(await remoteTodos()));
