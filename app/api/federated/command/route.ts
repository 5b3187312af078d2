// POST /api/federated/command - runs one of this app's safe commands for a hub (docs/federation-protocol.md; bearer site key)
import { NextResponse } from "next/server";
import { handleErrors, readJson } from "@/lib/federation/http";
import { commandRequestSchema } from "@/lib/federation/protocol";
import { runCommand } from "@/lib/federation/remote-site/commands";
import { withSiteKey } from "@/lib/federation/remote-site/site-key";

export const POST = withSiteKey(async (request: Request) =>
  handleErrors(async () => {
    const { command } = await readJson(request, commandRequestSchema);
    return NextResponse.json(await runCommand(command));
  }),
);
