// POST /api/csc/sites - adds a remote site and answers its new key, shown once (operator-console.md §7)
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { handleErrors, readJson } from "@/lib/federation/http";
import { createSite } from "@/lib/federation/sites";
import { siteFormSchema } from "@/lib/validations/federation";

export const POST = withAdmin(async (request: Request) =>
  handleErrors(async () => {
    const fields = await readJson(request, siteFormSchema);
    return NextResponse.json(await createSite(fields), { status: 201 });
  }),
);
