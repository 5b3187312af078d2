/**
 * The "Test a message" box and `POST /api/sms/test-routing` (operator-console.md §7 "SMS routing", §8
 * test-routing texts): the routing decision for a message, from the same compiled table the webhook
 * uses. It never forwards anything and changes no counter.
 */
import { db } from "@/lib/db";
import { PROJECT_CODE_TARGET, sharedNumber } from "./index";
import { loadRoutingTable } from "./load";
import { decideRoute } from "./table";

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
  const table = await loadRoutingTable(db);
  const decision = decideRoute(table, { body: message, to });
  if (decision.route) {
    return { matched: true, routeName: decision.route.name, routeId: decision.route.id, target: decision.route.targetValue, to };
  }
  return { matched: false, routeName: null, routeId: null, target: decision.noMatchAction === "reject" ? null : PROJECT_CODE_TARGET, to };
}
