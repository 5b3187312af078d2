// POST /status/<slug>/unsubscribe/one-click?token=… - the one-click unsubscribe of RFC 8058
/**
 * POST /status/<slug>/unsubscribe/one-click?token=…: the one-click unsubscribe of RFC 8058 §3.1, the URI
 * every notice carries in `List-Unsubscribe`. A mail client POSTs `List-Unsubscribe=One-Click` to it with
 * no cookie and no redirect followed; it ends the subscription and answers 200. A token that is not ours
 * is a 400; a subscription that is gone has nothing left to end (200).
 */
import { withErrors } from "@/lib/http/route";
import { NextResponse } from "next/server";
import { unsubscribe } from "@/lib/status-subscribers/subscriptions";
import { verifySubscriptionToken } from "@/lib/status-subscribers/tokens";

export const POST = withErrors(async (request: Request) => {
  const id = verifySubscriptionToken("unsubscribe", new URL(request.url).searchParams.get("token"));
  if (id === null) return NextResponse.json({ error: "This unsubscribe link is not valid" }, { status: 400 });
  await unsubscribe(id);
  return new NextResponse("Unsubscribed", { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" } });
});
