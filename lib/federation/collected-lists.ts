/**
 * The collected TODOs, errors and features a page at a time (operator-console.md §3 "Collected TODO",
 * "Collected error", "Collected feature", "Simplified item"), newest synced first on the
 * `(synced_at desc, id desc)` indexes, or `(site_id, synced_at desc, id desc)` for one site, with a
 * capped total (docs/decisions.md "Hub lists").
 */
import { and, eq, not, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { db } from "@/lib/db";
import { cursorKey, decodeCursor, encodeCursor, keysetQuery, toPage, type KeysetOrder, type ListTotal, type PageRequest } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { federatedErrors, federatedFeatures, federatedSites, federatedTodos } from "@/lib/db/schema";
import type { HubListRequest, ItemType } from "./hub-list-params";
import { withoutCursorKeys, type ListPage } from "./queries";

const TODO_ORDER: KeysetOrder = { column: federatedTodos.syncedAt, kind: "timestamp", id: federatedTodos.id };
const ERROR_ORDER: KeysetOrder = { column: federatedErrors.syncedAt, kind: "timestamp", id: federatedErrors.id };
const FEATURE_ORDER: KeysetOrder = { column: federatedFeatures.syncedAt, kind: "timestamp", id: federatedFeatures.id };

type Filters = Pick<HubListRequest, "siteId" | "errorStatus">;

const todoWhere = (f: Filters) => (f.siteId ? eq(federatedTodos.siteId, f.siteId) : undefined);
const featureWhere = (f: Filters) => (f.siteId ? eq(federatedFeatures.siteId, f.siteId) : undefined);
const errorWhere = (f: Filters) =>
  and(f.siteId ? eq(federatedErrors.siteId, f.siteId) : undefined, f.errorStatus === "unresolved" ? not(federatedErrors.isResolved) : undefined);

function todoRows(request: PageRequest, where: SQL | undefined) {
  const keyset = keysetQuery(TODO_ORDER, request);
  return db
    .select({
      id: federatedTodos.id,
      title: federatedTodos.title,
      description: federatedTodos.description,
      priority: federatedTodos.priority,
      category: federatedTodos.category,
      status: federatedTodos.status,
      assignedTo: federatedTodos.assignedTo,
      dueDate: federatedTodos.dueDate,
      siteId: federatedTodos.siteId,
      siteName: federatedSites.siteName,
      syncedAt: federatedTodos.syncedAt,
      cursorKey: cursorKey(TODO_ORDER),
    })
    .from(federatedTodos)
    .innerJoin(federatedSites, eq(federatedSites.id, federatedTodos.siteId))
    .where(and(where, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(request.size + 1);
}

async function errorRows(request: PageRequest, where: SQL | undefined) {
  const keyset = keysetQuery(ERROR_ORDER, request);
  const rows = await db
    .select({
      id: federatedErrors.id,
      severity: federatedErrors.severity,
      resolved: federatedErrors.isResolved,
      errorMessage: federatedErrors.errorMessage,
      requestContext: federatedErrors.requestContext,
      stackTrace: federatedErrors.stackTrace,
      siteId: federatedErrors.siteId,
      siteName: federatedSites.siteName,
      createdAt: federatedErrors.createdAt,
      syncedAt: federatedErrors.syncedAt,
      cursorKey: cursorKey(ERROR_ORDER),
    })
    .from(federatedErrors)
    .innerJoin(federatedSites, eq(federatedSites.id, federatedErrors.siteId))
    .where(and(where, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(request.size + 1);
  // Method and URL come from the request context the site reported.
  return rows.map(({ requestContext, ...e }) => {
    const context = (requestContext ?? {}) as { method?: unknown; url?: unknown };
    return {
      ...e,
      requestMethod: typeof context.method === "string" ? context.method : null,
      requestUrl: typeof context.url === "string" ? context.url : null,
    };
  });
}

function featureRows(request: PageRequest, where: SQL | undefined) {
  const keyset = keysetQuery(FEATURE_ORDER, request);
  return db
    .select({
      id: federatedFeatures.id,
      siteId: federatedFeatures.siteId,
      siteName: federatedSites.siteName,
      featureName: federatedFeatures.featureName,
      description: federatedFeatures.description,
      status: federatedFeatures.status,
      version: federatedFeatures.version,
      category: federatedFeatures.category,
      syncedAt: federatedFeatures.syncedAt,
      cursorKey: cursorKey(FEATURE_ORDER),
    })
    .from(federatedFeatures)
    .innerJoin(federatedSites, eq(federatedSites.id, federatedFeatures.siteId))
    .where(and(where, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(request.size + 1);
}

export type CollectedTodoView = Omit<Awaited<ReturnType<typeof todoRows>>[number], "cursorKey">;
export type CollectedErrorView = Omit<Awaited<ReturnType<typeof errorRows>>[number], "cursorKey">;
export type CollectedFeatureView = Omit<Awaited<ReturnType<typeof featureRows>>[number], "cursorKey">;

/** `GET /api/csc/collected-todos`: a page of collected TODOs, optionally of one site. */
export async function collectedTodoPage(request: HubListRequest): Promise<ListPage<CollectedTodoView>> {
  const where = todoWhere(request);
  const [rows, total] = await Promise.all([todoRows(request, where), cappedCount(federatedTodos, where)]);
  return { ...withoutCursorKeys(toPage(rows, request)), total };
}

/** `GET /api/csc/collected-errors`: a page of collected errors, optionally of one site and only unresolved ones. */
export async function collectedErrorPage(request: HubListRequest): Promise<ListPage<CollectedErrorView>> {
  const where = errorWhere(request);
  const [rows, total] = await Promise.all([errorRows(request, where), cappedCount(federatedErrors, where)]);
  return { ...withoutCursorKeys(toPage(rows, request)), total };
}

/** `GET /api/csc/collected-features`: a page of collected features, optionally of one site. */
export async function collectedFeaturePage(request: HubListRequest): Promise<ListPage<CollectedFeatureView>> {
  const where = featureWhere(request);
  const [rows, total] = await Promise.all([featureRows(request, where), cappedCount(federatedFeatures, where)]);
  return { ...withoutCursorKeys(toPage(rows, request)), total };
}

/** A collected item in the v2 hub's flat list (§3 "Simplified item"); `id` is `<type>-<row id>`. */
export interface SimplifiedItem {
  id: string;
  type: Exclude<ItemType, "all">;
  title: string;
  description: string | null;
  siteId: number;
  siteName: string;
  priority: string | null;
  syncedAt: Date;
}

/**
 * The three kinds merged into one order: synced time, then `row id × 3 + kind`, a number unique across
 * the kinds that a cursor can carry. Each kind's page is read on its own index with the cursor turned
 * back into that kind's `(synced_at, id)` position, and the pages are merged here.
 */
const KINDS = ["todo", "error", "feature"] as const;

/** The cursor of kind `k`'s table equivalent to a merged cursor (`id × 3 + k` compared as the merged order does). */
function kindCursor(cursor: string | null, dir: PageRequest["dir"], k: number): string | null {
  const position = decodeCursor(cursor);
  if (!position) return null;
  // Reading on (next): id × 3 + k < u ⇔ id < ceil((u − k) / 3); reading back: id × 3 + k > u ⇔ id > floor((u − k) / 3).
  const id = dir === "next" ? Math.ceil((position.id - k) / 3) : Math.floor((position.id - k) / 3);
  return encodeCursor(position.key, id);
}

/** Items of one kind as merged rows (`id` is the merged number, `key` the row's own id). */
async function kindItems(kind: (typeof KINDS)[number], request: PageRequest, filters: Filters) {
  const k = KINDS.indexOf(kind);
  const own = { ...request, cursor: kindCursor(request.cursor, request.dir, k) };
  const merged = (row: { id: number; cursorKey: string; siteId: number; siteName: string; syncedAt: Date }, item: Pick<SimplifiedItem, "title" | "description" | "priority">) => ({
    id: row.id * 3 + k,
    cursorKey: row.cursorKey,
    item: { id: `${kind}-${row.id}`, type: kind, siteId: row.siteId, siteName: row.siteName, syncedAt: row.syncedAt, ...item } satisfies SimplifiedItem,
  });
  switch (kind) {
    case "todo":
      return (await todoRows(own, todoWhere(filters))).map((t) => merged(t, { title: t.title, description: t.description, priority: t.priority }));
    case "error":
      return (await errorRows(own, errorWhere(filters))).map((e) => merged(e, { title: e.errorMessage, description: e.requestUrl, priority: e.severity }));
    case "feature":
      return (await featureRows(own, featureWhere(filters))).map((f) => merged(f, { title: f.featureName, description: f.description, priority: f.status }));
  }
}

const TABLES: Record<(typeof KINDS)[number], { table: PgTable; where: (f: Filters) => SQL | undefined }> = {
  todo: { table: federatedTodos, where: todoWhere },
  error: { table: federatedErrors, where: errorWhere },
  feature: { table: federatedFeatures, where: featureWhere },
};

/** The sum of capped totals, itself capped as one. */
function sumTotals(totals: ListTotal[]): ListTotal {
  return { count: totals.reduce((n, t) => n + t.count, 0), capped: totals.some((t) => t.capped) };
}

/** The number of collected items of `kinds` matching `filters`. */
export async function collectedItemTotal(filters: Filters, kinds: readonly (typeof KINDS)[number][] = KINDS): Promise<ListTotal> {
  return sumTotals(await Promise.all(kinds.map((kind) => cappedCount(TABLES[kind].table, TABLES[kind].where(filters)))));
}

/** `GET /api/csc/simplified`'s item list: a page of collected items of `type` (or all), optionally of one site. */
export async function collectedItemPage(request: HubListRequest): Promise<ListPage<SimplifiedItem>> {
  const kinds = request.type === "all" ? KINDS : ([request.type] as const);
  const [lists, total] = await Promise.all([Promise.all(kinds.map((kind) => kindItems(kind, request, request))), collectedItemTotal(request, kinds)]);
  // Each list is in read order already; merge them in the same order and keep the page plus one.
  const sign = request.dir === "next" ? -1 : 1;
  const rows = lists
    .flat()
    .sort((a, b) => {
      const byTime = BigInt(a.cursorKey) - BigInt(b.cursorKey);
      return sign * (byTime === 0n ? a.id - b.id : byTime > 0n ? 1 : -1);
    })
    .slice(0, request.size + 1);
  const page = toPage(rows, request);
  return { rows: page.rows.map((r) => r.item), nextCursor: page.nextCursor, prevCursor: page.prevCursor, total };
}
