/**
 * The "Test a message" box and `POST /api/sms/test-routing` (docs/spec/operator-console.md §7 "SMS routing", §8
 * test-routing texts): the webhook's own routing decision for a message. It never forwards anything
 * and changes no counter.
 */
import { db } from "@/lib/db";
import { sharedNumber } from "@/lib/sms/shared-number";
import { routeMessage } from "./index";

/** The answer: `matched` and the route's name (null without a match), plus what the route or the number would do. */
export interface TestRoutingResult {
  matched: boolean;
  routeName: string | null;
  routeId: number | null;
  /** The matched route's target, or on no match `internal://project-code` (default handling) or null (rejected). */
  target: string | null;
  /** The number the message was assumed to be sent to (E.164). */
  to: string;
}

/** Decides `message` as if texted to `to` (default: the shared number). Throws only when the database fails. */
export async function testRouting(message: string, to: string = sharedNumber()): Promise<TestRoutingResult> {
  const { routeId, routeName, target } = await routeMessage({ body: message, to }, db);
  return { matched: routeId !== null, routeName, routeId, target, to };
}
