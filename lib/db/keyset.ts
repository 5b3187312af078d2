/**
 * Keyset (cursor) pagination over an indexed sort key and the row id, the shape every growing admin
 * list uses (docs/decisions/data-and-jobs.md "Server-paged lists"). A page is found by comparing the row value
 * `(sort, id)` with the cursor's, so page 2,000 costs what page 1 does, and rows inserted meanwhile
 * never shift a page.
 *
 * Timestamps travel in the cursor as whole microseconds since the epoch (PostgreSQL's precision):
 * a JavaScript `Date` keeps only milliseconds, and two rows created in the same millisecond would
 * otherwise be skipped or repeated at a page boundary.
 */
import { ilike, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { z } from "zod";
import { userText } from "@/lib/input/user-text";

/** How the sort column's value is carried in a cursor. */
export type SortKind = "timestamp" | "text" | "integer";

/** A list's order: `column` (then `id` to break ties), newest/largest first unless `ascending`. */
export interface KeysetOrder {
  column: AnyColumn | SQL;
  kind: SortKind;
  id: AnyColumn;
  ascending?: boolean;
  /**
   * How the index serving the order is declared: `desc` (Drizzle `.desc()`: `DESC NULLS LAST`) or `asc`
   * (plain: `ASC NULLS LAST`). Defaults to the list's own direction. Needed when one index serves a list
   * sorted both ways (a sortable column), since the NULLS placement must match the index's scan.
   */
  index?: "asc" | "desc";
}

/** Which way from the cursor a page reads: `next` continues the list's order, `prev` goes back. */
export type PageDirection = "next" | "prev";

/** What a request asks of a paged list (parsed from the URL by `lib/pagination/list-params.ts`). */
export interface PageRequest {
  cursor: string | null;
  dir: PageDirection;
  size: number;
}

/** One page of rows with the cursors of its neighbours (null where there is none). */
export interface Page<T> {
  rows: T[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/** What every server-paged read answers: one page, and how many rows match its filter (capped). */
export interface PagedList<Row> {
  page: Page<Row>;
  total: ListTotal;
}

// A cursor comes from a URL: its key must be text PostgreSQL accepts (no NUL, no lone surrogate).
const cursorSchema = z.tuple([userText({ trim: false }).max(200), z.number().int().min(-2147483648).max(2147483647)]);

/** Encodes a row's position as an opaque URL-safe cursor. */
export function encodeCursor(key: string, id: number): string {
  return Buffer.from(JSON.stringify([key, id])).toString("base64url");
}

/** The position a cursor names, or null for a cursor that is malformed (the list then starts over). */
export function decodeCursor(cursor: string | null | undefined): { key: string; id: number } | null {
  if (!cursor || cursor.length > 400) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? { key: parsed.data[0], id: parsed.data[1] } : null;
  } catch {
    return null;
  }
}

/** The SQL text of a row's sort value as a cursor carries it (select it as `cursorKey`). */
export function cursorKey(order: KeysetOrder): SQL<string> {
  switch (order.kind) {
    case "timestamp":
      return sql<string>`(extract(epoch from ${order.column}) * 1000000)::bigint::text`;
    case "integer":
      return sql<string>`(${order.column})::bigint::text`;
    case "text":
      return sql<string>`(${order.column})::text`;
  }
}

function keyValue(order: KeysetOrder, key: string): SQL | null {
  switch (order.kind) {
    case "timestamp":
      return /^-?\d{1,19}$/.test(key) ? sql`('epoch'::timestamptz + ${key}::bigint * interval '1 microsecond')` : null;
    case "integer":
      return /^-?\d{1,19}$/.test(key) ? sql`${key}::bigint` : null;
    case "text":
      return sql`${key}`;
  }
}

/**
 * The WHERE condition and ORDER BY of a page read: rows strictly after the cursor in the direction
 * read, ordered so that the first `size + 1` rows are the page plus one that says whether more follow.
 * A malformed cursor gives no condition (the first page).
 */
export function keysetQuery(order: KeysetOrder, request: PageRequest): { where: SQL | undefined; orderBy: SQL[] } {
  const forward = request.dir === "next";
  // Reading forward in a descending list means smaller keys; reading back means larger ones.
  const towardsSmaller = forward !== Boolean(order.ascending);
  const position = decodeCursor(request.cursor);
  const value = position ? keyValue(order, position.key) : null;
  const where =
    position && value
      ? towardsSmaller
        ? sql`(${order.column}, ${order.id}) < (${value}, ${position.id})`
        : sql`(${order.column}, ${order.id}) > (${value}, ${position.id})`
      : undefined;
  // NULLS LAST reading in the index's direction, NULLS FIRST reading against it: the order of a
  // Drizzle index (`DESC NULLS LAST` or `ASC NULLS LAST`) and of its backward scan. Any other NULLS
  // placement is served by no index, and PostgreSQL then sorts the whole table even for NOT NULL columns.
  const indexDescending = (order.index ?? (order.ascending ? "asc" : "desc")) === "desc";
  const nulls = towardsSmaller === indexDescending ? sql.raw("nulls last") : sql.raw("nulls first");
  const direction = (column: AnyColumn | SQL) =>
    towardsSmaller ? sql`${column} desc ${nulls}` : sql`${column} asc ${nulls}`;
  return { where, orderBy: [direction(order.column), direction(order.id)] };
}

/**
 * Turns the `size + 1` rows a `keysetQuery` read returned into a page in the list's order with the
 * cursors of the pages before and after it. Rows must carry `cursorKey` (see `cursorKey`) and `id`.
 */
export function toPage<T extends { cursorKey: string; id: number }>(rows: T[], request: PageRequest): Page<T> {
  const more = rows.length > request.size;
  const kept = more ? rows.slice(0, request.size) : rows;
  const ordered = request.dir === "prev" ? kept.reverse() : kept;
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  const hasBefore = request.dir === "prev" ? more : Boolean(decodeCursor(request.cursor));
  const hasAfter = request.dir === "prev" ? Boolean(decodeCursor(request.cursor)) : more;
  return {
    rows: ordered,
    nextCursor: hasAfter && last ? encodeCursor(last.cursorKey, last.id) : null,
    prevCursor: hasBefore && first ? encodeCursor(first.cursorKey, first.id) : null,
  };
}

/** Past this many matching rows a list's total is shown as "more than" (counting further costs a scan). */
export const COUNT_CAP = 10_000;

/** A list's total: exact up to `COUNT_CAP`, else `capped` with `count = COUNT_CAP`. */
export interface ListTotal {
  count: number;
  capped: boolean;
}

/** Reads a capped `count(*)` result (`n` = the number of rows up to `COUNT_CAP + 1`). */
export function toListTotal(n: number | string): ListTotal {
  const count = Number(n);
  return count > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count, capped: false };
}

/** Escapes `%`, `_` and `\` so a person's search text matches literally inside `ILIKE '%…%'`. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A list's free-text search: `expression` (a column, or the exact expression of its trigram index so
 * the index serves it) contains `q`, any case; no condition for an empty `q`.
 */
export function searchCondition(expression: AnyColumn | SQL, q: string): SQL | undefined {
  return q ? ilike(expression, containsPattern(q)) : undefined;
}

/**
 * Every row of a keyset-ordered read, `batchSize` at a time, for an export that streams a whole list:
 * `read(request)` answers up to `request.size + 1` rows of one page request, each with its
 * `cursorKey(order)` and id, as a list's page read does.
 */
export async function* keysetBatches<T extends { cursorKey: string; id: number }>(
  read: (request: PageRequest) => Promise<T[]>,
  batchSize = 1000,
): AsyncGenerator<T[]> {
  let cursor: string | null = null;
  for (;;) {
    const request: PageRequest = { cursor, dir: "next", size: batchSize };
    const page = toPage(await read(request), request);
    if (page.rows.length > 0) yield page.rows;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}
