/**
 * Reads for SMS Smart Routing (operator-console.md §2 "/sms-routing", §3 SMS shapes, §9 "SMS success
 * rate"): the routes with their number, the latest messages with their route, the message figures and
 * every configured number with its own figures. Four statements, counted and grouped in SQL.
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { phoneNumberConfig, smsMessages, smsRoutes, type PhoneNumberConfig, type SmsRoute } from "@/lib/db/schema";

/** How many messages Recent Messages shows: the newest ones. */
export const RECENT_MESSAGES_LIMIT = 200;

/** A route as the Routing Rules table and the Decision Tree show it: the row plus its number (null: All Numbers). */
export type SmsRouteRow = SmsRoute & { phoneNumber: string | null };

/** One line of Recent Messages (§3 "SMS message"); `status` is the stored `routing_status`, any value. */
export interface SmsMessageRow {
  id: number;
  fromNumber: string;
  toNumber: string;
  message: string;
  routeName: string | null;
  status: string;
  createdAt: Date;
}

/** Message figures: all messages, those since the start of the current UTC day, and those routed. */
export interface SmsMessageCounts {
  total: number;
  today: number;
  routed: number;
}

/** A configured number with the figures of its card (§2 "Phone Numbers"). */
export type SmsNumberRow = PhoneNumberConfig &
  SmsMessageCounts & {
    /** Active routes scoped to this number. */
    activeRoutes: number;
    /** Names of every route scoped to this number, active ones first, each group in decision order. */
    routeNames: string[];
    /** The newest message to this number, null when none. */
    lastActivity: Date | null;
  };

/** Everything the screen reads, in one call. */
export interface SmsRoutingData {
  routes: SmsRouteRow[];
  messages: SmsMessageRow[];
  counts: SmsMessageCounts;
  numbers: SmsNumberRow[];
}

/** Midnight UTC of `now`'s day: "today" for Messages Today and the per-number Today figures. */
export function startOfUtcDay(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const countSql = sql<number>`count(*)`.mapWith(Number);
const todaySql = (since: Date) =>
  sql<number>`count(*) filter (where ${smsMessages.createdAt} >= ${since.toISOString()}::timestamptz)`.mapWith(Number);
const routedSql = sql<number>`count(*) filter (where ${smsMessages.routingStatus} = 'routed')`.mapWith(Number);

/** Every route with its number, in decision order (priority ascending, ties by id). */
export function listSmsRoutes(): Promise<SmsRouteRow[]> {
  return db
    .select({ route: smsRoutes, phoneNumber: phoneNumberConfig.phoneNumber })
    .from(smsRoutes)
    .leftJoin(phoneNumberConfig, eq(phoneNumberConfig.id, smsRoutes.phoneNumberId))
    .orderBy(asc(smsRoutes.priority), asc(smsRoutes.id))
    .then((rows) => rows.map(({ route, phoneNumber }) => ({ ...route, phoneNumber })));
}

/** The newest `limit` messages, newest first, with the name of the route that took each (null: none). */
export function listRecentSmsMessages(limit = RECENT_MESSAGES_LIMIT): Promise<SmsMessageRow[]> {
  return db
    .select({
      id: smsMessages.id,
      fromNumber: smsMessages.fromNumber,
      toNumber: smsMessages.toNumber,
      message: smsMessages.messageBody,
      routeName: smsRoutes.name,
      status: smsMessages.routingStatus,
      createdAt: smsMessages.createdAt,
    })
    .from(smsMessages)
    .leftJoin(smsRoutes, eq(smsRoutes.id, smsMessages.routeId))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(limit);
}

/** Figures over all messages; `now` fixes "today" (UTC). */
export async function countSmsMessages(now: Date = new Date()): Promise<SmsMessageCounts> {
  const [row] = await db.select({ total: countSql, today: todaySql(startOfUtcDay(now)), routed: routedSql }).from(smsMessages);
  return row ?? { total: 0, today: 0, routed: 0 };
}

/** Every configured number (oldest first) with its routes and the figures of the messages sent to it. */
export async function listSmsNumbers(now: Date = new Date()): Promise<SmsNumberRow[]> {
  const messageStats = db
    .select({
      toNumber: smsMessages.toNumber,
      total: countSql.as("total"),
      today: todaySql(startOfUtcDay(now)).as("today"),
      routed: routedSql.as("routed"),
      lastActivity: sql<Date>`max(${smsMessages.createdAt})`.mapWith(smsMessages.createdAt).as("last_activity"),
    })
    .from(smsMessages)
    .groupBy(smsMessages.toNumber)
    .as("message_stats");
  const routeStats = db
    .select({
      phoneNumberId: smsRoutes.phoneNumberId,
      activeRoutes: sql<number>`count(*) filter (where ${smsRoutes.isActive})`.mapWith(Number).as("active_routes"),
      routeNames: sql<
        string[]
      >`array_agg(${smsRoutes.name} order by ${smsRoutes.isActive} desc, ${smsRoutes.priority}, ${smsRoutes.id})`.as("route_names"),
    })
    .from(smsRoutes)
    .groupBy(smsRoutes.phoneNumberId)
    .as("route_stats");
  const rows = await db
    .select({
      number: phoneNumberConfig,
      total: messageStats.total,
      today: messageStats.today,
      routed: messageStats.routed,
      lastActivity: messageStats.lastActivity,
      activeRoutes: routeStats.activeRoutes,
      routeNames: routeStats.routeNames,
    })
    .from(phoneNumberConfig)
    .leftJoin(messageStats, eq(messageStats.toNumber, phoneNumberConfig.phoneNumber))
    .leftJoin(routeStats, eq(routeStats.phoneNumberId, phoneNumberConfig.id))
    .orderBy(asc(phoneNumberConfig.id));
  return rows.map(({ number, total, today, routed, lastActivity, activeRoutes, routeNames }) => ({
    ...number,
    total: Number(total ?? 0),
    today: Number(today ?? 0),
    routed: Number(routed ?? 0),
    lastActivity: lastActivity ? new Date(lastActivity) : null,
    activeRoutes: Number(activeRoutes ?? 0),
    routeNames: routeNames ?? [],
  }));
}

/** The whole screen's data, read concurrently. */
export async function loadSmsRoutingData(now: Date = new Date()): Promise<SmsRoutingData> {
  const [routes, messages, counts, numbers] = await Promise.all([
    listSmsRoutes(),
    listRecentSmsMessages(),
    countSmsMessages(now),
    listSmsNumbers(now),
  ]);
  return { routes, messages, counts, numbers };
}
