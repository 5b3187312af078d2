"use client";
/**
 * A polled hub list whose position lives in the page's URL under `prefix` (lib/federation/hub-list-params.ts):
 * the endpoint is asked for exactly the page, search and filters the URL names, so a reload or a shared
 * link shows the same page, and each poll costs one page (or a 304).
 */
import { useListState } from "@/components/console/list/use-list-state";
import { PAGE_SIZES } from "@/lib/pagination/list-params";
import { hubListQuery } from "@/lib/federation/hub-list-params";
import type { PageJson } from "./types";
import { usePolled } from "./use-polled";

/** The list state of `prefix` as endpoint query keys (`q`, `cursor`, `dir`, `size`). */
export function useHubListQuery(prefix = "") {
  const { q, cursor, dir, size } = useListState(prefix);
  return { q, cursor, dir, size: size === PAGE_SIZES[0] ? null : size };
}

/**
 * Polls `endpoint` for the page of list `prefix`, with `filters` (e.g. `{ site: 3 }`) added to the query;
 * `Extra` types what the answer carries besides the page (e.g. an aggregate).
 */
export function usePolledList<T, Extra extends object = object>(
  endpoint: string,
  prefix: string,
  intervalMs: number,
  filters: Record<string, string | number | null> = {},
) {
  const state = useHubListQuery(prefix);
  return usePolled<PageJson<T> & Extra>(`${endpoint}${hubListQuery({ ...state, ...filters })}`, intervalMs);
}
