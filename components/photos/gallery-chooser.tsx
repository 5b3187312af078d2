"use client";
/**
 * Choose Image from Gallery (docs/spec/site-and-admin.md §2 screen 6, §9): a stock-photo search that starts with
 * "business technology", shows 12 thumbnails, and hands the picked photo's URL (the large rendition)
 * back to the portfolio form.
 */
import { useEffect, useState } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { DEFAULT_GALLERY_QUERY, PHOTO_PAGE_SIZE } from "@/lib/photos/schemas";
import { PhotoGrid } from "./photo-grid";
import { PhotosNotConfigured } from "./photos-not-configured";
import { usePhotoPage } from "./use-photo-page";
import { EmptyState } from "@/components/console/empty-state";

interface GalleryChooserProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives the chosen photo's URL. */
  onSelect: (url: string) => void;
}

/** The dialog; searches for the default query each time it opens. */
export function GalleryChooser({ open, onOpenChange, onSelect }: GalleryChooserProps) {
  const [query, setQuery] = useState(DEFAULT_GALLERY_QUERY);
  const [state, load] = usePhotoPage(PHOTO_PAGE_SIZE);

  useEffect(() => {
    if (open) void load({ kind: "search", query: DEFAULT_GALLERY_QUERY, page: 1 });
  }, [open, load]);

  function search(event: React.FormEvent) {
    event.preventDefault();
    if (query.trim()) void load({ kind: "search", query, page: 1 });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery(DEFAULT_GALLERY_QUERY);
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Choose Image from Gallery</DialogTitle>
          <DialogDescription>Search stock photos and pick one for the project.</DialogDescription>
        </DialogHeader>
        <form onSubmit={search} className="flex items-end gap-2" role="search">
          <div className="grid flex-1 gap-2">
            <Label htmlFor="gallery-query">Search photos</Label>
            <Input
              id="gallery-query"
              value={query}
              maxLength={100}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={!query.trim() || state.status === "loading"}>
            <Search aria-hidden="true" />
            Search
          </Button>
        </form>
        {state.status === "not_configured" ? (
          <PhotosNotConfigured />
        ) : state.status === "loading" && !state.page ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Loading photos">
            {Array.from({ length: PHOTO_PAGE_SIZE }, (_, i) => (
              <Skeleton key={i} className="aspect-[4/3]" />
            ))}
          </div>
        ) : state.page && state.page.photos.length === 0 ? (
          <EmptyState>No photos found. Try another search.</EmptyState>
        ) : state.page ? (
          <PhotoGrid
            photos={state.page.photos}
            verb="Use"
            className={state.status === "loading" ? "opacity-60" : undefined}
            onPick={(photo) => {
              onSelect(photo.url);
              onOpenChange(false);
            }}
          />
        ) : state.status === "error" ? (
          <EmptyState>Photos could not be loaded. Try the search again.</EmptyState>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
