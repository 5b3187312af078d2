/**
 * The stock-photo shapes the app works with (docs/spec/site-and-admin.md §3 "Stock photo"), independent of the
 * provider's wire format (see `pexels.ts`).
 */

/**
 * One photo. `url` is the large rendition, `thumbnailUrl` the medium one and `smallUrl` the small one
 * (spec §3). `originalUrl` (the full-size file, from which the 640/1280/1920 px downloads are derived)
 * and `pageUrl` (the photo's page at the provider, for the credit link) are additions.
 */
export interface StockPhoto {
  id: number;
  url: string;
  smallUrl: string;
  thumbnailUrl: string;
  originalUrl: string;
  pageUrl: string;
  alt: string;
  photographer: string;
  photographerUrl: string;
  /** Pixels of the original. */
  width: number;
  height: number;
  /** The photo's average colour as `#rrggbb`, shown while it loads; null when the provider gives none. */
  avgColor: string | null;
}

/** One page of results, with the spec's field names (§3 "Search response"). */
export interface PhotoPage {
  photos: StockPhoto[];
  /** Photos matching the query in all pages (for curated: as many as the provider reports). */
  total_results: number;
  has_next_page: boolean;
  page: number;
  per_page: number;
}

/** Why no page came back: no API key configured, or the provider failed (network, status, bad JSON). */
export type PhotoFailureReason = "not_configured" | "failed";

/** What every photo call answers: never throws, so a photo problem cannot break a page (spec §8: silent fallback). */
export type PhotoResult = { ok: true; page: PhotoPage } | { ok: false; reason: PhotoFailureReason; message: string };
