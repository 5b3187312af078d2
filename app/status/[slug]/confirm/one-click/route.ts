/**
 * POST /status/<slug>/confirm/one-click?token=…: a webhook subscriber confirms by POSTing to the
 * `confirmUrl` its confirmation JSON carried (a machine has no button to press). 200 when confirmed, 400
 * for a token that is not ours, 404 when the subscription is gone.
 */
import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { confirmSubscription } from "@/lib/status-subscribers/subscriptions";
import { verifySubscriptionToken } from "@/lib/status-subscribers/tokens";

export async function POST(request: Request) {
  const id = verifySubscriptionToken("confirm", new URL(request.url).searchParams.get("token"));
  if (id === null) return NextResponse.json({ error: "This confirmation link is not valid" }, { status: 400 });
  if (!(await confirmSubscription(db, id)))
    return NextResponse.json({ error: "This subscription no longer exists" }, { status: 404 });
  return NextResponse.json({ confirmed: true });
}
