/**
 * SMS routing (operator-console.md §2 "Decision Tree"): after compliance a message goes to one target,
 * an internal handler (`internal://name`) or, once issue 4's rules exist, a route's target. With no
 * rule, every message gets the default handling: the project-code service.
 */
import type { Database } from "@/lib/db";
import { handleProjectCodeMessage } from "@/lib/project-codes/sms-service";
import type { SmsHandler } from "./handler";
import type { InboundSms } from "./inbound-message";

/** The project-code service's target name; a route targets it with this value. */
export const PROJECT_CODE_TARGET = "internal://project-code";

/** The internal handlers routes can target, by target name. */
export const INTERNAL_HANDLERS: ReadonlyMap<string, SmsHandler> = new Map([[PROJECT_CODE_TARGET, handleProjectCodeMessage]]);

/** Where a message goes: the matching route (null for the default) and its target. */
export interface RouteDecision {
  routeId: number | null;
  target: string;
}

/** The default handling when no route matches. */
export const DEFAULT_ROUTE: RouteDecision = { routeId: null, target: PROJECT_CODE_TARGET };

/**
 * Picks the route of `message`, reading rules through `database` (the pipeline's transaction).
 * There are no routing rules yet, so every message takes `DEFAULT_ROUTE`.
 */
export async function routeMessage(message: InboundSms, database: Database): Promise<RouteDecision> {
  void message;
  void database;
  return DEFAULT_ROUTE;
}
