/**
 * The v2 hub's Collected Data list (docs/spec/operator-console.md §3 "Simplified item"): the listed kinds
 * (display.ts `LISTED_KINDS`) merged into one order, newest synced first, with a capped total.
 */
import type { ListTotal, PageRequest } from "@/lib/db/keyset";
import { decodeCursor, encodeCursor, toPage } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import type { HubListRequest } from "../hub-list-params";
import type { ListPage } from "../queries";
import { LISTED_KIND_NAMES, LISTED_KINDS, type CollectedItemType, type ListedKindName } from "./labels";
import type { HubFilters, ItemWords, KindList, ListedRow } from "./kind";
import { COLLECTED_KINDS } from "./registry";

/** A collected item in the v2 hub's flat list; `id` is `<type>-<row id>`. */
export interface SimplifiedItem extends ItemWords {
  id: string;
  type: CollectedItemType;
  siteId: number;
  siteName: string;
  syncedAt: Date;
}

/** How many kinds share the merged order: row id × KIND_COUNT + the kind's index is unique across them. */
const KIND_COUNT = LISTED_KIND_NAMES.length;

const listOf = (name: ListedKindName) => COLLECTED_KINDS[name].list as KindList<ListedRow>;

/**
 * The cursor of kind `k`'s table equivalent to a merged cursor: the merged order is synced time, then
 * `row id × KIND_COUNT + k`, a number a cursor can carry; each kind reads its page on its own index
 * from that kind's `(synced_at, id)` position, and the pages are merged here.
 */
function kindCursor(cursor: string | null, dir: PageRequest["dir"], k: number): string | null {
  const position = decodeCursor(cursor);
  if (!position) return null;
  // Reading on (next): id × n + k < u ⇔ id < ceil((u − k) / n); reading back: id × n + k > u ⇔ id > floor((u − k) / n).
  const id = dir === "next" ? Math.ceil((position.id - k) / KIND_COUNT) : Math.floor((position.id - k) / KIND_COUNT);
  return encodeCursor(position.key, id);
}

/** Items of one kind as merged rows (`id` is the merged number). */
async function kindItems(name: ListedKindName, request: PageRequest, filters: HubFilters) {
  const k = LISTED_KIND_NAMES.indexOf(name);
  const list = listOf(name);
  const rows = await list.rows({ ...request, cursor: kindCursor(request.cursor, request.dir, k) }, list.where(filters));
  const type = LISTED_KINDS[name].itemType;
  return rows.map((row) => ({
    id: row.id * KIND_COUNT + k,
    cursorKey: row.cursorKey,
    item: {
      id: `${type}-${row.id}`,
      type,
      siteId: row.siteId,
      siteName: row.siteName,
      syncedAt: row.syncedAt,
      ...list.item(row),
    } satisfies SimplifiedItem,
  }));
}

/** The sum of capped totals, itself capped as one. */
function sumTotals(totals: ListTotal[]): ListTotal {
  return { count: totals.reduce((n, t) => n + t.count, 0), capped: totals.some((t) => t.capped) };
}

/** The number of collected items of `kinds` matching `filters`. */
export async function collectedItemTotal(
  filters: HubFilters,
  kinds: readonly ListedKindName[] = LISTED_KIND_NAMES,
): Promise<ListTotal> {
  return sumTotals(
    await Promise.all(kinds.map((name) => cappedCount(listOf(name).table, listOf(name).where(filters)))),
  );
}

/** `GET /api/csc/simplified`'s item list: a page of collected items of `type` (or all), optionally of one site. */
export async function collectedItemPage(request: HubListRequest): Promise<ListPage<SimplifiedItem>> {
  const kinds =
    request.type === "all"
      ? LISTED_KIND_NAMES
      : LISTED_KIND_NAMES.filter((name) => LISTED_KINDS[name].itemType === request.type);
  const [lists, total] = await Promise.all([
    Promise.all(kinds.map((name) => kindItems(name, request, request))),
    collectedItemTotal(request, kinds),
  ]);
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
