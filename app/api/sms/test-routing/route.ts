// POST /api/sms/test-routing - which route a message would take; never forwards (docs/spec/operator-console.md §7 "SMS routing")
import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/route";
import { readJson } from "@/lib/http/route";
import { testRouting } from "@/lib/sms-intake/routing/test-routing";
import { testRoutingSchema } from "@/lib/sms-intake/routing/schemas";

/** Body `{ message, to? }` → `{ matched, routeName, routeId, target, to }`; 401 signed out, 400/415/422 bad body. */
export const POST = withAdmin("routing.test", async (request: Request) => {
  const { message, to } = await readJson(request, testRoutingSchema);
  return NextResponse.json(await testRouting(message, to));
});
