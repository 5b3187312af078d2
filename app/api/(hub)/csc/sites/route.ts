// POST /api/csc/sites - adds a remote site and answers its new key, shown once (docs/spec/operator-console.md §7)
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { createSite } from "@/lib/federation/sites";
import { readJson } from "@/lib/http/route";
import { siteFormSchema } from "@/lib/federation/schemas";

export const POST = withAdmin("federation.sites.create", async (request: Request) => {
  const fields = await readJson(request, siteFormSchema);
  return NextResponse.json(await createSite(fields), { status: 201 });
});
