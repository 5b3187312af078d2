/**
 * The read most server-paged lists make (docs/decisions/data-and-jobs.md "Server-paged lists"): one keyset page of a
 * single table's rows matching a filter, and the capped total of the rows matching it, in parallel.
 * Lists that join other tables or pick columns build their own select on `keysetQuery` and `toPage`.
 */
import "server-only";
import { and, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { db } from "@/lib/db";
import { cursorKey, keysetQuery, toPage, type KeysetOrder, type PagedList, type PageRequest } from "./keyset";
import { cappedCount } from "./list-total";

/**
 * A page of `table`'s rows (every column, without the cursor key) in `order` after `request`'s cursor,
 * `filter` (search, status…) applied to both the page and the total. `order.id` must be the table's
 * integer `id` column.
 */
export async function readTablePage<T extends PgTable & { $inferSelect: { id: number } }>(
  table: T,
  order: KeysetOrder,
  request: PageRequest,
  filter?: SQL,
): Promise<PagedList<T["$inferSelect"]>> {
  const keyset = keysetQuery(order, request);
  const [rows, total] = await Promise.all([
    db
      .select({ row: table as PgTable, cursorKey: cursorKey(order) })
      .from(table as PgTable)
      .where(and(filter, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(table, filter),
  ]);
  // Drizzle cannot infer a nested selection of a generic table: the row is the table's own select shape.
  const typed = rows as unknown as { row: T["$inferSelect"]; cursorKey: string }[];
  const page = toPage(
    typed.map(({ row, cursorKey: key }) => ({ row, cursorKey: key, id: row.id })),
    request,
  );
  return { page: { ...page, rows: page.rows.map(({ row }) => row) }, total };
}
