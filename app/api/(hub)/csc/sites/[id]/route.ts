// PATCH /api/csc/sites/{id} - edit, pause or resume a site; DELETE - disable it completely (docs/spec/operator-console.md §7)
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { deleteSite, updateSite } from "@/lib/federation/sites";
import { readJson, routeId } from "@/lib/http/route";
import { siteUpdateSchema } from "@/lib/federation/schemas";

type Context = { params: Promise<{ id: string }> };

export const PATCH = withAdmin("federation.sites.update", async (request: Request, { params }: Context) => {
  const id = routeId((await params).id);
  const patch = await readJson(request, siteUpdateSchema);
  return NextResponse.json({ site: await updateSite(id, patch) });
});

export const DELETE = withAdmin("federation.sites.delete", async (_request: Request, { params }: Context) => {
  await deleteSite(routeId((await params).id));
  return NextResponse.json({ success: true, message: "Site disabled and removed from CSC control" });
});
