/**
 * The routing decision, pure and synchronous (docs/spec/operator-console.md §2 "Decision Tree", §4 "Route
 * matching"): active routes in ascending priority, ties by id; a route scoped to a number
 * (`phoneNumberId`) sees only messages to that number, and only while that number is active; the first
 * match wins. With no match, the number's `noMatchAction` applies (unconfigured numbers: the default handling).
 */
import type { PhoneNumberConfig, SmsRoute } from "@/lib/db/schema";
import { DEFAULT_NO_MATCH_ACTION, type NoMatchAction, type PatternType } from "./schemas";
import { compileMatcher, type Matcher } from "./patterns";

/** A route ready to match: the stored row's fields the decision and its caller need, plus its matcher. */
export interface CompiledRoute {
  id: number;
  name: string;
  priority: number;
  targetType: string;
  targetValue: string;
  phoneNumberId: number | null;
  matches: Matcher;
}

/** The number a message was sent to, as configured. */
export interface NumberRouting {
  id: number;
  isActive: boolean;
  noMatchAction: NoMatchAction;
}

/** Everything a decision needs, compiled once per routing version. */
export interface RoutingTable {
  version: number;
  /** Routes without a number, in decision order. */
  global: CompiledRoute[];
  /** Per configured number id: its active routes merged with the global ones, in decision order. */
  byNumberId: Map<number, CompiledRoute[]>;
  /** Configured numbers by E.164. */
  numbers: Map<string, NumberRouting>;
  /** Routes skipped because their stored pattern no longer compiles, with the reason. */
  broken: { id: number; name: string; reason: string }[];
}

/** The outcome: the first matching route, or none and what the number does then. */
export type RoutingDecision = { route: CompiledRoute } | { route: null; noMatchAction: NoMatchAction };

const byDecisionOrder = (a: CompiledRoute, b: CompiledRoute) => a.priority - b.priority || a.id - b.id;

/** Compiles the active routes and the numbers into a table. Never throws: a broken pattern is listed in `broken`. */
export function compileRoutingTable(
  routes: readonly Pick<
    SmsRoute,
    "id" | "name" | "pattern" | "patternType" | "targetType" | "targetValue" | "priority" | "isActive" | "phoneNumberId"
  >[],
  numbers: readonly Pick<PhoneNumberConfig, "id" | "phoneNumber" | "isActive" | "noMatchAction">[],
  version: number,
): RoutingTable {
  const compiled: CompiledRoute[] = [];
  const broken: RoutingTable["broken"] = [];
  for (const route of routes) {
    if (!route.isActive) continue;
    try {
      const matches = compileMatcher(route.patternType as PatternType, route.pattern);
      const { id, name, priority, targetType, targetValue, phoneNumberId } = route;
      compiled.push({ id, name, priority, targetType, targetValue, phoneNumberId, matches });
    } catch (error) {
      broken.push({ id: route.id, name: route.name, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  compiled.sort(byDecisionOrder);
  const global = compiled.filter((r) => r.phoneNumberId === null);
  const byNumberId = new Map<number, CompiledRoute[]>();
  const numberMap = new Map<string, NumberRouting>();
  for (const number of numbers) {
    const noMatchAction = number.noMatchAction === "reject" ? "reject" : DEFAULT_NO_MATCH_ACTION;
    numberMap.set(number.phoneNumber, { id: number.id, isActive: number.isActive, noMatchAction });
    byNumberId.set(
      number.id,
      number.isActive ? compiled.filter((r) => r.phoneNumberId === null || r.phoneNumberId === number.id) : global,
    );
  }
  return { version, global, byNumberId, numbers: numberMap, broken };
}

/** Decides where a message with `body` sent `to` (E.164) goes. O(routes) string tests; no I/O. */
export function decideRoute(table: RoutingTable, message: { body: string; to: string }): RoutingDecision {
  const number = table.numbers.get(message.to);
  const candidates = (number && table.byNumberId.get(number.id)) ?? table.global;
  const text = message.body.trim();
  const lower = text.toLowerCase();
  for (const route of candidates) {
    if (route.matches(text, lower)) return { route };
  }
  return { route: null, noMatchAction: number?.noMatchAction ?? DEFAULT_NO_MATCH_ACTION };
}
