"use client";
/** A grid of stock-photo thumbnails, each a button that picks the photo (gallery chooser, Photo Library). */
import type { StockPhoto } from "@/lib/photos/types";
import { cn } from "@/lib/utils";

interface PhotoGridProps {
  photos: StockPhoto[];
  onPick: (photo: StockPhoto) => void;
  /** Names the action in each button's label, e.g. "Use" → "Use photo by Jane Doe: city at night". */
  verb: string;
  className?: string;
}

/** Thumbnails (the medium rendition) over the photo's average colour, with the photographer's name. */
export function PhotoGrid({ photos, onPick, verb, className }: PhotoGridProps) {
  return (
    <ul className={cn("grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4", className)}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <button
            type="button"
            onClick={() => onPick(photo)}
            aria-label={`${verb} photo by ${photo.photographer}${photo.alt ? `: ${photo.alt}` : ""}`}
            className="group block w-full overflow-hidden rounded-lg border text-left focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <span
              className="block aspect-[4/3] bg-muted"
              style={photo.avgColor ? { backgroundColor: photo.avgColor } : undefined}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- provider-hosted thumbnails; next/image would need the provider's host allow-listed */}
              <img
                src={photo.thumbnailUrl}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition-transform group-hover:scale-105"
              />
            </span>
            <span className="block truncate px-2 py-1.5 text-xs text-muted-foreground">{photo.photographer}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
