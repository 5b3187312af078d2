"use client";
/**
 * The client side of a server-paged list's URL state (lib/pagination/list-params.ts): reading and
 * setting `q`, `cursor`, `dir`, `size` and a list's own filters through nuqs. Every change is a
 * non-shallow navigation inside a transition, so the server component re-reads the page while the
 * current rows stay on screen (`isPending` dims them).
 */
import { useTransition } from "react";
import { useQueryState, useQueryStates, type SingleParserBuilder } from "nuqs";
import { listParsers, listUrlKeys, RESET_POSITION } from "@/lib/pagination/list-params";

/** The shared keys plus setters that keep the position consistent; `prefix` names one list of several on a screen (`listUrlKeys`). */
export function useListState(prefix = "") {
  const [isPending, startTransition] = useTransition();
  const [state, setState] = useQueryStates(listParsers, {
    shallow: false,
    startTransition,
    clearOnDefault: true,
    urlKeys: listUrlKeys(prefix),
  });
  return {
    ...state,
    isPending,
    startTransition,
    /** A new search starts from the first page. */
    setSearch: (q: string) => setState({ q: q || null, ...RESET_POSITION }),
    /** A new page size starts from the first page. */
    setSize: (size: number) => setState({ size, ...RESET_POSITION }),
    /** Moves to the page a cursor names (`toPage`'s nextCursor/prevCursor). */
    goTo: (cursor: string, dir: "next" | "prev") => setState({ cursor, dir }),
    /** Back to the first page. */
    firstPage: () => setState(RESET_POSITION),
  };
}

/** One filter of a list (e.g. `status`), whose change starts that list (`prefix`) from the first page. */
export function useListFilter<T>(key: string, parser: SingleParserBuilder<T> & { defaultValue: T }, prefix = "") {
  const [isPending, startTransition] = useTransition();
  const options = { shallow: false, startTransition, clearOnDefault: true } as const;
  const [value, setValue] = useQueryState(key, parser.withOptions(options));
  const [, setPosition] = useQueryStates(listParsers, { ...options, urlKeys: listUrlKeys(prefix) });
  return {
    value,
    isPending,
    setValue: (next: T) => {
      void setPosition(RESET_POSITION);
      // A filter always has a value (its default when cleared), so never null.
      void setValue(next as T & {});
    },
  };
}
