// POST /api/analytics/beacon - the landing page's view and click beacon (docs/federation-protocol.md "This app as a remote site")
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { withErrors } from "@/lib/http/route";
import { addressSubject } from "@/lib/limits/address-subject";
import { countAttempt } from "@/lib/limits/count-attempt";
import { clientIp } from "@/lib/request-ip";
import { recordLandingClick, recordLandingView } from "@/lib/site-analytics/record";

const beaconSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("view"), loadTimeMs: z.number().finite().optional() }),
  z.object({ event: z.literal("click"), first: z.boolean() }),
]);

/** Answers 204 for a recorded or rate-limited beacon (rule `beacon` of lib/limits/rules.ts: more are ignored), 400 for a malformed one. `navigator.sendBeacon` sends JSON as text/plain. */
export const POST = withErrors(async (request: Request): Promise<Response> => {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw new AppError("malformed", "The beacon must be JSON");
  }
  const parsed = beaconSchema.safeParse(body);
  // 400, not 422: a beacon is the page's own message, so any wrong shape is a malformed request.
  if (!parsed.success) throw new AppError("malformed", parsed.error.issues[0]?.message ?? "Invalid beacon");
  const rate = await countAttempt("beacon", addressSubject(clientIp(request.headers)));
  if (rate.allowed) {
    const beacon = parsed.data;
    await (beacon.event === "view" ? recordLandingView(beacon.loadTimeMs) : recordLandingClick(beacon.first));
  }
  return new Response(null, { status: 204 });
});
