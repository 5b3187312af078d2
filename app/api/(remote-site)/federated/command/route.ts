// POST /api/federated/command - runs one of this app's safe commands for a hub (docs/federation-protocol.md; bearer site key)
import { NextResponse } from "next/server";
import { commandRequestSchema } from "@/lib/federation/protocol";
import { runCommand } from "@/lib/federation/remote-site/commands";
import { withSiteKey } from "@/lib/federation/remote-site/site-key";
import { readJson } from "@/lib/http/route";

export const POST = withSiteKey(async (request: Request) => {
  const { command } = await readJson(request, commandRequestSchema);
  return NextResponse.json(await runCommand(command));
});
