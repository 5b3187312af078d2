/**
 * SMS routing (docs/spec/operator-console.md §2 "Decision Tree", §4 "Route matching"; docs/sms.md "Routing"):
 * after compliance a message goes to the first active route that matches it, or to its number's
 * no-match behaviour. A target in the internal scheme runs an internal handler inside the message's
 * transaction; webhook, phone and e-mail targets are forwarded through the outbox (./forward.ts).
 */
import type { Database } from "@/lib/db";
import type { InboundSms } from "@/lib/sms/inbound-message";
import { DEFAULT_HANDLER, internalTarget } from "../internal-handlers";
import { loadRoutingTable } from "./routing-table-cache";
import { decideRoute } from "./decide-route";

/**
 * Where a message goes. `routeId` null: no route matched. `target` null: rejected (the number's
 * no-match behaviour is `reject`). `targetType` is the route's (webhook, phone_number, email), null for
 * the default handling.
 */
export interface RouteDecision {
  routeId: number | null;
  routeName: string | null;
  target: string | null;
  targetType: string | null;
}

/** The default handling when no route matches: the registry's default handler. */
const DEFAULT_ROUTE: RouteDecision = {
  routeId: null,
  routeName: null,
  target: internalTarget(DEFAULT_HANDLER),
  targetType: null,
};

/** A rejected message: no route matched and its number rejects unmatched messages. */
const REJECTED: RouteDecision = { routeId: null, routeName: null, target: null, targetType: null };

/**
 * Picks the route of `message` from the routing table at `version` (read by the caller's claim
 * statement), loading and compiling the routes through `database` (the pipeline's transaction) only when
 * the cached table is of another version. Never forwards anything and changes nothing.
 */
export async function routeMessage(
  message: Pick<InboundSms, "body" | "to">,
  database: Database,
  version?: number,
): Promise<RouteDecision> {
  const table = await loadRoutingTable(database, version);
  const decision = decideRoute(table, message);
  if (!decision.route) return decision.noMatchAction === "reject" ? REJECTED : DEFAULT_ROUTE;
  const { id, name, targetValue, targetType } = decision.route;
  return { routeId: id, routeName: name, target: targetValue, targetType };
}
