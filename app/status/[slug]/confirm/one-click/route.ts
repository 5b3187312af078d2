// POST /status/<slug>/confirm/one-click?token=… - a webhook subscriber confirms its subscription
/**
 * POST /status/<slug>/confirm/one-click?token=…: a webhook subscriber confirms by POSTing to the
 * `confirmUrl` its confirmation JSON carried (a machine has no button to press). 200 when confirmed, 400
 * for a token that is not ours, 409 for a link used already or replaced, 404 when the subscription is gone.
 */
import { withErrors } from "@/lib/http/route";
import { NextResponse } from "next/server";
import { CONFIRM_LINK_USED, confirmSubscription } from "@/lib/status-subscribers/subscriptions";
import { verifyConfirmationToken } from "@/lib/status-subscribers/tokens";

export const POST = withErrors(async (request: Request) => {
  const link = verifyConfirmationToken(new URL(request.url).searchParams.get("token"));
  if (link === null) return NextResponse.json({ error: "This confirmation link is not valid" }, { status: 400 });
  const outcome = await confirmSubscription(link);
  if (outcome === "gone") return NextResponse.json({ error: "This subscription no longer exists" }, { status: 404 });
  if (outcome === "used") return NextResponse.json({ error: CONFIRM_LINK_USED }, { status: 409 });
  return NextResponse.json({ confirmed: true });
});
