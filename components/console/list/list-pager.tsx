"use client";
/**
 * The foot of a server-paged list: how many rows match (a capped count past 10,000 says so),
 * rows per page, and Previous / Next by cursor (lib/db/keyset.ts).
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ListTotal, Page } from "@/lib/db/keyset";
import { PAGE_SIZES } from "@/lib/pagination/list-params";
import { useListState } from "./use-list-state";
import { formatNumber } from "@/lib/format/number";

/** "1 code", "1,234 codes" or "More than 10,000 codes"; `noun` is plural, its singular drops the final "s". */
export function totalLabel(total: ListTotal, noun: string): string {
  const count = formatNumber(total.count);
  if (total.capped) return `More than ${count} ${noun}`;
  return `${count} ${total.count === 1 ? noun.replace(/s$/, "") : noun}`;
}

/** Total, page size and the two page buttons for one list (`prefix`: its URL keys, see `listUrlKeys`). */
export function ListPager({
  page,
  total,
  noun,
  prefix,
}: {
  page: Pick<Page<unknown>, "nextCursor" | "prevCursor">;
  total: ListTotal;
  noun: string;
  prefix?: string;
}) {
  const list = useListState(prefix);
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3 pt-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {totalLabel(total, noun)}
      </p>
      <div className="flex items-center gap-2">
        <Select value={String(list.size)} onValueChange={(value) => list.setSize(Number(value))}>
          {/* As wide as its text: "100 per page" must read whole. */}
          <SelectTrigger size="sm" aria-label="Rows per page">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PAGE_SIZES.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {size} per page
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          variant="outline"
          size="sm"
          disabled={!page.prevCursor || list.isPending}
          onClick={() => page.prevCursor && list.goTo(page.prevCursor, "prev")}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!page.nextCursor || list.isPending}
          onClick={() => page.nextCursor && list.goTo(page.nextCursor, "next")}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
