/**
 * Helpers of the server-paged list tests (docs/decisions/data-and-jobs.md "Server-paged lists"): walking a list by its
 * cursors and timestamps precise to the microsecond, so seeded rows can share an instant or a millisecond.
 */
import { sql } from "drizzle-orm";
import type { Page, PageRequest } from "@/lib/db/keyset";

/** Follows Next from the first page to the last, then Previous back to the first; returns both walks' pages of ids. */
export async function walk<T>(
  read: (request: PageRequest) => Promise<Page<T>>,
  idOf: (row: T) => number,
  size: number,
) {
  const forward: number[][] = [];
  let page = await read({ cursor: null, dir: "next", size });
  forward.push(page.rows.map(idOf));
  while (page.nextCursor) {
    page = await read({ cursor: page.nextCursor, dir: "next", size });
    forward.push(page.rows.map(idOf));
  }
  const back: number[][] = [page.rows.map(idOf)];
  while (page.prevCursor) {
    page = await read({ cursor: page.prevCursor, dir: "prev", size });
    back.unshift(page.rows.map(idOf));
  }
  return { forward, back };
}

/** A timestamp in SQL `micros` microseconds after a fixed instant (2001-02-03 04:05:06 UTC). */
export const at = (micros: number) => sql`timestamptz '2001-02-03 04:05:06+00' + ${micros} * interval '1 microsecond'`;
