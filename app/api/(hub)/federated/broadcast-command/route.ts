// POST /api/federated/broadcast-command - sends a command to every active site and records each answer (docs/spec/operator-console.md §7 "Commands")
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { broadcastCommand } from "@/lib/federation/broadcast";
import { readJson } from "@/lib/http/route";
import { broadcastSchema } from "@/lib/federation/schemas";

export const POST = withAdmin("federation.broadcast", async (request: Request, { user }) => {
  const { commandText, description } = await readJson(request, broadcastSchema);
  const summary = await broadcastCommand({ commandText, description, createdBy: user.username });
  return NextResponse.json(summary);
});
