// POST /api/csc/auto-register - a remote site registers itself; it stays paused and its key goes by e-mail (docs/spec/operator-console.md §7)
import { NextResponse } from "next/server";
import { autoRegister } from "@/lib/federation/auto-register";
import { readJson, withErrors } from "@/lib/http/route";
import { clientIp } from "@/lib/request-ip";
import { autoRegisterSchema } from "@/lib/federation/schemas";

export const POST = withErrors(async (request: Request): Promise<Response> => {
  const input = await readJson(request, autoRegisterSchema);
  const { site } = await autoRegister(input, clientIp(request.headers));
  return NextResponse.json(
    {
      success: true,
      siteId: site.id,
      status: "paused",
      message: `Registration received. The site key and setup instructions were sent to ${input.adminEmail}. The site stays paused until an administrator resumes it.`,
    },
    { status: 201 },
  );
});
