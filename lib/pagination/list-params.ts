/**
 * The URL state of every server-paged admin list: `?q=` (search), `cursor=` and `dir=` (keyset
 * position, lib/db/keyset.ts) and `size=` (rows per page), plus each list's own filters. The same
 * parsers serve the page (server) and the toolbar (client, through nuqs), so a filtered page can be
 * shared as a link and survives a reload (docs/decisions/data-and-jobs.md "Server-paged lists").
 */
import { createLoader, parseAsInteger, parseAsString, parseAsStringLiteral } from "nuqs/server";
import type { PageRequest } from "@/lib/db/keyset";
import { cutText } from "@/lib/format/text";
import { MAX_ROW_ID } from "@/lib/input/row-id";

/** Rows-per-page choices; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;

/** Longest search text a list reads; longer input is cut, not refused (it comes from a URL). */
export const SEARCH_MAX = 200;

/** nuqs parsers of the keys every list shares. */
export const listParsers = {
  q: parseAsString.withDefault(""),
  cursor: parseAsString,
  dir: parseAsStringLiteral(["next", "prev"] as const).withDefault("next"),
  size: parseAsInteger.withDefault(PAGE_SIZES[0]),
};

/**
 * The URL keys of a list whose screen holds several lists: each list's keys carry its own prefix
 * (`rcursor`, `rsize` …) so paging one list leaves the others where they are. No prefix: `q`, `cursor` ….
 */
export function listUrlKeys(prefix = ""): { [K in keyof typeof listParsers]: string } {
  return { q: `${prefix}q`, cursor: `${prefix}cursor`, dir: `${prefix}dir`, size: `${prefix}size` };
}

/** C0/C1 control characters and lone surrogates: removed from a search, never sent to the database. */
const UNSAFE_SEARCH =
  /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The search text as lists use it: control characters removed, trimmed, at most `SEARCH_MAX` characters. */
export function cleanSearch(q: string): string {
  return cutText(q.replace(UNSAFE_SEARCH, "").trim(), SEARCH_MAX, { marker: "" }).trim();
}

/**
 * A page's search text and position, from a page's `searchParams` (unknown or malformed values fall
 * back to defaults); `prefix` names the list on a screen of several (see `listUrlKeys`).
 */
export function readListParams(
  searchParams: Record<string, string | string[] | undefined>,
  prefix = "",
): PageRequest & { q: string } {
  const { q, cursor, dir, size } = createLoader(listParsers, { urlKeys: listUrlKeys(prefix) })(searchParams);
  return {
    q: cleanSearch(q),
    cursor,
    dir,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };
}

/**
 * The row a link narrows a list to (`?incident=12`): a positive int4 id, or null for the whole list, so a
 * mistyped link shows every row rather than failing the query.
 */
export function linkedRowId(value: number | null): number | null {
  return value !== null && Number.isSafeInteger(value) && value > 0 && value <= MAX_ROW_ID ? value : null;
}

/** The keys a change of search, filter or page size resets (the position belongs to the old result). */
export const RESET_POSITION = { cursor: null, dir: null } as const;
