/**
 * The stock-photo provider's wire format: Pexels API v1 (https://www.pexels.com/api/documentation/),
 * `GET /v1/search?query&page&per_page` and `GET /v1/curated?page&per_page`, authorized by the API key
 * in the `Authorization` header. Responses are validated here and mapped to the app's `StockPhoto`.
 */
import { z } from "zod";
import type { PhotoPage, StockPhoto } from "./types";

/** Most photos Pexels returns per page (its documented `per_page` maximum). */
export const PEXELS_MAX_PER_PAGE = 80;

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

/** A photo object as Pexels documents it (fields the app does not use are ignored). */
const pexelsPhoto = z.object({
  id: z.number().int(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  url: text,
  photographer: text,
  photographer_url: text,
  avg_color: z.string().nullish(),
  alt: text,
  src: z.object({
    original: z.string(),
    large2x: z.string().optional(),
    large: z.string(),
    medium: z.string(),
    small: z.string(),
    tiny: z.string().optional(),
  }),
});

/** The body of a search or curated response; curated pages may omit `total_results`. */
export const pexelsPageSchema = z.object({
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  photos: z.array(pexelsPhoto),
  total_results: z.number().int().nonnegative().optional(),
  next_page: z.string().nullish(),
});

type PexelsPage = z.infer<typeof pexelsPageSchema>;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Maps one Pexels photo to the spec's stock-photo shape (§3). */
function toStockPhoto(photo: PexelsPage["photos"][number]): StockPhoto {
  return {
    id: photo.id,
    url: photo.src.large,
    smallUrl: photo.src.small,
    thumbnailUrl: photo.src.medium,
    originalUrl: photo.src.original,
    pageUrl: photo.url,
    alt: photo.alt,
    photographer: photo.photographer,
    photographerUrl: photo.photographer_url,
    width: photo.width,
    height: photo.height,
    avgColor: photo.avg_color && HEX_COLOR.test(photo.avg_color) ? photo.avg_color : null,
  };
}

/**
 * Maps a whole response. A page has a successor when Pexels gives a `next_page` link; without
 * `total_results` (curated) the count is what the pages seen so far prove exists.
 */
export function toPhotoPage(body: PexelsPage): PhotoPage {
  const has_next_page = Boolean(body.next_page);
  const seen = (body.page - 1) * body.per_page + body.photos.length;
  return {
    photos: body.photos.map(toStockPhoto),
    total_results: body.total_results ?? seen,
    has_next_page,
    page: body.page,
    per_page: body.per_page,
  };
}
