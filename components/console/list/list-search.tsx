"use client";
/**
 * The search box of a server-paged list: writes `?q=` 300 ms after the last keystroke, so the
 * server searches (in SQL, on an index) instead of the browser filtering one page.
 */
import { useEffect, useState } from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { SEARCH_MAX } from "@/lib/pagination/list-params";
import { cn } from "@/lib/utils";
import { useListState } from "./use-list-state";

const DEBOUNCE_MS = 300;

/**
 * A labelled search input bound to the list's `q` (`prefix`: its URL keys, see `listUrlKeys`); `className`
 * replaces its width (at most 24rem from `sm` up), e.g. to fill its row.
 */
export function ListSearch({
  label,
  placeholder,
  prefix,
  className = "sm:max-w-sm",
}: {
  label: string;
  placeholder?: string;
  prefix?: string;
  className?: string;
}) {
  const list = useListState(prefix);
  const { q, setSearch } = list;
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);

  // Follows the URL when it changes from elsewhere (Back, a shared link): adjusted while rendering,
  // as React recommends for state derived from a changed prop.
  if (q !== shownQ) {
    setShownQ(q);
    setText(q);
  }

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => setSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, setSearch]);

  return (
    <div className={cn("relative w-full", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        maxLength={SEARCH_MAX}
        className="pl-8"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
