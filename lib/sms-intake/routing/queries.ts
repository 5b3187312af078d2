/**
 * Reads of SMS Smart Routing's routes (docs/spec/operator-console.md §2 "/sms-routing", §3 SMS shapes): pages of
 * the routes in decision order, the head of the Decision Tree and the route figures, each on an index
 * (docs/decisions/sms-and-conversations.md "SMS lists"). The messages and numbers are read in ./message-queries.ts.
 */
import "server-only";
import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  containsPattern,
  cursorKey,
  keysetQuery,
  toPage,
  type KeysetOrder,
  type PageRequest,
  type PagedList,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { phoneNumberConfig, smsRoutes, type SmsRoute } from "@/lib/db/schema";

/** A route as the Routing Rules table and the Decision Tree show it: the row plus its number (null: All Numbers). */
export type SmsRouteRow = SmsRoute & { phoneNumber: string | null };

/** The Active Routes card and the Phone Numbers tab's shared-route count. */
export interface SmsRouteCounts {
  total: number;
  active: number;
  /** Active routes for All Numbers. */
  sharedActive: number;
}

function routesWithNumber() {
  return db
    .select({ route: smsRoutes, phoneNumber: phoneNumberConfig.phoneNumber, cursorKey: cursorKey(ROUTE_ORDER) })
    .from(smsRoutes)
    .leftJoin(phoneNumberConfig, eq(phoneNumberConfig.id, smsRoutes.phoneNumberId));
}

/** Decision order (priority ascending, ties by id), on `sms_routes_priority_id_idx`. */
const ROUTE_ORDER: KeysetOrder = { column: smsRoutes.priority, kind: "integer", id: smsRoutes.id, ascending: true };

/** How many active routes the Decision Tree draws; it says how many more follow (`SmsRouteCounts.active`). */
export const DECISION_TREE_ROUTES = 50;

/** The first `limit` active routes with their numbers, in decision order: the head of the Decision Tree. */
export async function listDecisionTreeRoutes(limit = DECISION_TREE_ROUTES): Promise<SmsRouteRow[]> {
  const rows = await routesWithNumber()
    .where(eq(smsRoutes.isActive, true))
    .orderBy(asc(smsRoutes.priority), asc(smsRoutes.id))
    .limit(limit);
  return rows.map(({ route, phoneNumber }) => ({ ...route, phoneNumber }));
}

/** What Routing Rules asks for: a page and the search text (name, pattern or target). */
export type RouteListRequest = PageRequest & { q: string };

/** A page of routes in decision order with the number of routes matching the search. */
export async function listRoutePage(
  request: RouteListRequest,
): Promise<PagedList<SmsRouteRow & { cursorKey: string }>> {
  const pattern = containsPattern(request.q);
  const filter = request.q
    ? or(ilike(smsRoutes.name, pattern), ilike(smsRoutes.pattern, pattern), ilike(smsRoutes.targetValue, pattern))
    : undefined;
  const keyset = keysetQuery(ROUTE_ORDER, request);
  const [rows, total] = await Promise.all([
    routesWithNumber()
      .where(and(filter, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(smsRoutes, filter),
  ]);
  const page = toPage(
    rows.map(({ route, phoneNumber, cursorKey: key }) => ({ ...route, phoneNumber, cursorKey: key })),
    request,
  );
  return { page, total };
}

/** The route figures in one aggregate statement. */
export async function countSmsRoutes(): Promise<SmsRouteCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${smsRoutes.isActive})`.mapWith(Number),
      sharedActive:
        sql<number>`count(*) filter (where ${smsRoutes.isActive} and ${smsRoutes.phoneNumberId} is null)`.mapWith(
          Number,
        ),
    })
    .from(smsRoutes);
  return row ?? { total: 0, active: 0, sharedActive: 0 };
}
