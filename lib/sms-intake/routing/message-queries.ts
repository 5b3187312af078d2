/**
 * Reads of SMS Smart Routing's messages (docs/spec/operator-console.md §2 "/sms-routing", §3 "SMS message",
 * §9 "SMS success rate"): pages of Recent Messages, the message figures, and every configured number with
 * its own figures. Every statement reads a bounded number of index entries, whatever the number of messages
 * stored (docs/decisions/sms-and-conversations.md "SMS lists"): totals are capped counts, "today" is a range
 * of the `created_at` index, and the success rate is taken over the latest `RATE_SAMPLE` messages.
 */
import "server-only";
import { and, asc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  cursorKey,
  keysetQuery,
  searchCondition,
  toListTotal,
  toPage,
  COUNT_CAP,
  type KeysetOrder,
  type ListTotal,
  type PageRequest,
  type PagedList,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import {
  phoneNumberConfig,
  smsMessages,
  smsMessageSearchText,
  smsRoutes,
  type PhoneNumberConfig,
} from "@/lib/db/schema";
import { RATE_SAMPLE } from "./labels";
import type { MessageSortColumn, MessageStatusFilter } from "./list-filter";

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

/**
 * Message figures: all messages and those since the start of the current UTC day (both capped at
 * `COUNT_CAP`), and of the latest `RATE_SAMPLE` messages (`sampled`, fewer when fewer exist) those routed
 * and those whose forward was kept unsent for want of a provider (`unsent`, neither success nor failure).
 */
export interface SmsMessageCounts {
  total: ListTotal;
  today: ListTotal;
  sampled: number;
  routed: number;
  unsent: number;
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

/** Midnight UTC of `now`'s day: "today" for Messages Today and the per-number Today figures. */
export function startOfUtcDay(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** What Recent Messages asks for: a page, the search (sender or text), a status and a sort. */
export type MessageListRequest = PageRequest & {
  q: string;
  status: MessageStatusFilter;
  sort: MessageSortColumn;
  order: "asc" | "desc";
};

/**
 * The keyset order of each sort, ties by id. Time reads `sms_messages_created_id_idx` (or the status one
 * when filtered) either way; From and To read the `(from_number, created_at)` and `(to_number, …)` indexes
 * in number order, PostgreSQL sorting only the rows of one number by id.
 */
function messageOrder(sort: MessageSortColumn, order: "asc" | "desc"): KeysetOrder {
  const ascending = order === "asc";
  switch (sort) {
    case "time":
      return { column: smsMessages.createdAt, kind: "timestamp", id: smsMessages.id, ascending, index: "desc" };
    case "from":
      return { column: smsMessages.fromNumber, kind: "text", id: smsMessages.id, ascending, index: "asc" };
    case "to":
      return { column: smsMessages.toNumber, kind: "text", id: smsMessages.id, ascending, index: "asc" };
  }
}

function messageFilter({ q, status }: Pick<MessageListRequest, "q" | "status">): SQL | undefined {
  return and(
    // Recent Messages lists what people sent; an admin's replies (outbound rows) show on the lead's timeline.
    eq(smsMessages.direction, "inbound"),
    status === "all" ? undefined : eq(smsMessages.routingStatus, status),
    // The trigram index's expression (lib/db/schema/sms.ts), so the index serves the search.
    searchCondition(smsMessageSearchText(smsMessages), q),
  );
}

/** A page of messages with the name of the route that took each (null: none), and the matching total. */
export async function listMessagePage(
  request: MessageListRequest,
): Promise<PagedList<SmsMessageRow & { cursorKey: string }>> {
  const order = messageOrder(request.sort, request.order);
  const filter = messageFilter(request);
  const keyset = keysetQuery(order, request);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: smsMessages.id,
        fromNumber: smsMessages.fromNumber,
        toNumber: smsMessages.toNumber,
        message: smsMessages.messageBody,
        routeName: smsRoutes.name,
        status: smsMessages.routingStatus,
        createdAt: smsMessages.createdAt,
        cursorKey: cursorKey(order),
      })
      .from(smsMessages)
      .leftJoin(smsRoutes, eq(smsRoutes.id, smsMessages.routeId))
      .where(and(filter, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(smsMessages, filter),
  ]);
  return { page: toPage(rows, request), total };
}

/**
 * The figures of the messages matching `scope` (all, or one number's), each from a bounded index read:
 * two capped counts (all; since `since`) and the routed and unsent shares of the latest `RATE_SAMPLE`.
 */
function messageFiguresSql(scope: SQL, since: Date) {
  const newest = sql`${smsMessages.createdAt} desc nulls last, ${smsMessages.id} desc nulls last`;
  return {
    total:
      sql<number>`(select count(*) from (select 1 from ${smsMessages} where ${scope} limit ${COUNT_CAP + 1}) as capped)`.mapWith(
        Number,
      ),
    today:
      sql<number>`(select count(*) from (select 1 from ${smsMessages} where ${scope} and ${smsMessages.createdAt} >= ${since.toISOString()}::timestamptz limit ${COUNT_CAP + 1}) as capped)`.mapWith(
        Number,
      ),
    sampled:
      sql<number>`(select count(*) from (select ${smsMessages.routingStatus} from ${smsMessages} where ${scope} order by ${newest} limit ${RATE_SAMPLE}) as latest)`.mapWith(
        Number,
      ),
    routed:
      sql<number>`(select count(*) filter (where routing_status = 'routed') from (select ${smsMessages.routingStatus} from ${smsMessages} where ${scope} order by ${newest} limit ${RATE_SAMPLE}) as latest)`.mapWith(
        Number,
      ),
    unsent:
      sql<number>`(select count(*) filter (where routing_status = 'unsent') from (select ${smsMessages.routingStatus} from ${smsMessages} where ${scope} order by ${newest} limit ${RATE_SAMPLE}) as latest)`.mapWith(
        Number,
      ),
  };
}

function toCounts(row: {
  total: number;
  today: number;
  sampled: number;
  routed: number;
  unsent: number;
}): SmsMessageCounts {
  return {
    total: toListTotal(row.total),
    today: toListTotal(row.today),
    sampled: Number(row.sampled),
    routed: Number(row.routed),
    unsent: Number(row.unsent),
  };
}

/** Figures over all messages; `now` fixes "today" (UTC). */
export async function countSmsMessages(now: Date = new Date()): Promise<SmsMessageCounts> {
  // No FROM: the figures are scalar subqueries, each bounded on its own index.
  const [row] = await db
    .select(messageFiguresSql(sql`${smsMessages.direction} = 'inbound'`, startOfUtcDay(now)))
    .from(sql`(select 1) as one`);
  return toCounts(row!);
}

/** Every configured number (oldest first) with its routes and the figures of the messages sent to it. */
export async function listSmsNumbers(now: Date = new Date()): Promise<SmsNumberRow[]> {
  const figures = messageFiguresSql(
    sql`${smsMessages.toNumber} = ${phoneNumberConfig.phoneNumber}`,
    startOfUtcDay(now),
  );
  const routeStats = db
    .select({
      phoneNumberId: smsRoutes.phoneNumberId,
      activeRoutes: sql<number>`count(*) filter (where ${smsRoutes.isActive})`.mapWith(Number).as("active_routes"),
      routeNames: sql<
        string[]
      >`array_agg(${smsRoutes.name} order by ${smsRoutes.isActive} desc, ${smsRoutes.priority}, ${smsRoutes.id})`.as(
        "route_names",
      ),
    })
    .from(smsRoutes)
    .groupBy(smsRoutes.phoneNumberId)
    .as("route_stats");
  const rows = await db
    .select({
      number: getTableColumns(phoneNumberConfig),
      ...figures,
      lastActivity: sql<
        string | null
      >`(select max(${smsMessages.createdAt}) from ${smsMessages} where ${smsMessages.toNumber} = ${phoneNumberConfig.phoneNumber})`,
      activeRoutes: routeStats.activeRoutes,
      routeNames: routeStats.routeNames,
    })
    .from(phoneNumberConfig)
    .leftJoin(routeStats, eq(routeStats.phoneNumberId, phoneNumberConfig.id))
    .orderBy(asc(phoneNumberConfig.id));
  return rows.map(({ number, total, today, sampled, routed, unsent, lastActivity, activeRoutes, routeNames }) => ({
    ...number,
    ...toCounts({ total, today, sampled, routed, unsent }),
    lastActivity: lastActivity ? new Date(lastActivity) : null,
    activeRoutes: Number(activeRoutes ?? 0),
    routeNames: routeNames ?? [],
  }));
}
