/** The total a paged list shows, counted in SQL and capped so it stays fast on any table size. */
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { db } from "@/lib/db";
import { COUNT_CAP, toListTotal, type ListTotal } from "./keyset";

/** `count(*)` of `table`'s rows matching `where`, reading at most `COUNT_CAP + 1` of them. */
export async function cappedCount(table: PgTable, where?: SQL): Promise<ListTotal> {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as("limited");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return toListTotal(row?.n ?? 0);
}
