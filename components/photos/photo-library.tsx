"use client";
/**
 * The Photo Library (docs/spec/site-and-admin.md §2 screen 10, §5): tabs Search Photos and Curated Collection,
 * a result count, Previous/Next paging, and a details dialog per photo. Search runs only with a
 * non-blank query; the curated collection loads when its tab is first opened.
 */
import { useEffect, useState } from "react";
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { StockPhoto } from "@/lib/photos/types";
import { PHOTO_PAGE_SIZE } from "@/lib/photos/schemas";
import { PhotoDetailsDialog } from "./photo-details-dialog";
import { PhotoGrid } from "./photo-grid";
import { PhotosNotConfigured } from "./photos-not-configured";
import { usePhotoPage, type PhotoPageState, type PhotoRequest } from "./use-photo-page";
import { EmptyState } from "@/components/console/empty-state";
import { formatNumber } from "@/lib/format/number";

/** "Showing 1–12 of 30 photos"; for a feed without a known total, "12+" while more pages exist. */
function resultCount(state: PhotoPageState): string {
  const page = state.page!;
  if (page.photos.length === 0) return "No photos found";
  const from = (page.page - 1) * page.per_page + 1;
  const to = from + page.photos.length - 1;
  const total = Math.max(page.total_results, to);
  return `Showing ${from}–${to} of ${formatNumber(total)}${page.has_next_page && total === to ? "+" : ""} photos`;
}

/** Grid, count and paging of one tab. */
function PhotoResults({
  state,
  onPage,
  onPick,
  empty,
}: {
  state: PhotoPageState;
  onPage: (page: number) => void;
  onPick: (photo: StockPhoto) => void;
  empty: string;
}) {
  if (state.status === "not_configured") return <PhotosNotConfigured />;
  if (!state.page) {
    if (state.status === "loading") {
      return (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Loading photos">
          {Array.from({ length: PHOTO_PAGE_SIZE }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/3]" />
          ))}
        </div>
      );
    }
    return <EmptyState>{state.status === "error" ? "Photos could not be loaded." : empty}</EmptyState>;
  }
  const { page } = state;
  const loading = state.status === "loading";
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {resultCount(state)}
      </p>
      <PhotoGrid photos={page.photos} onPick={onPick} verb="View" className={loading ? "opacity-60" : undefined} />
      <nav aria-label="Pages" className="flex items-center justify-between gap-2">
        <Button variant="outline" disabled={loading || page.page <= 1} onClick={() => onPage(page.page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="text-sm text-muted-foreground">Page {page.page}</span>
        <Button variant="outline" disabled={loading || !page.has_next_page} onClick={() => onPage(page.page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}

/** The whole screen below its header. */
export function PhotoLibrary() {
  const [tab, setTab] = useState("search");
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState("");
  const [search, loadSearch] = usePhotoPage(PHOTO_PAGE_SIZE);
  const [curated, loadCurated] = usePhotoPage(PHOTO_PAGE_SIZE);
  const [selected, setSelected] = useState<StockPhoto | null>(null);

  useEffect(() => {
    if (tab === "curated" && curated.status === "idle") void loadCurated({ kind: "curated", page: 1 });
  }, [tab, curated.status, loadCurated]);

  function runSearch(request: Extract<PhotoRequest, { kind: "search" }>) {
    setSearched(request.query);
    void loadSearch(request);
  }

  return (
    <>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="search">Search Photos</TabsTrigger>
          <TabsTrigger value="curated">Curated Collection</TabsTrigger>
        </TabsList>
        <TabsContent value="search" className="grid gap-4 pt-4">
          <form
            role="search"
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (query.trim()) runSearch({ kind: "search", query: query.trim(), page: 1 });
            }}
          >
            <div className="grid flex-1 gap-2">
              <Label htmlFor="photo-query">Search photos</Label>
              <Input
                id="photo-query"
                value={query}
                maxLength={100}
                placeholder="e.g. office, team meeting, city skyline"
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <Button type="submit" disabled={!query.trim() || search.status === "loading"}>
              <Search aria-hidden="true" />
              Search
            </Button>
          </form>
          <PhotoResults
            state={search}
            onPage={(page) => runSearch({ kind: "search", query: searched, page })}
            onPick={setSelected}
            empty="Enter a search term to find photos."
          />
        </TabsContent>
        <TabsContent value="curated" className="grid gap-4 pt-4">
          <PhotoResults
            state={curated}
            onPage={(page) => void loadCurated({ kind: "curated", page })}
            onPick={setSelected}
            empty="The curated collection is loading."
          />
        </TabsContent>
      </Tabs>
      <PhotoDetailsDialog photo={selected} onClose={() => setSelected(null)} />
    </>
  );
}
