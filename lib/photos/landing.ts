/**
 * Stock photos for the landing page (docs/spec/site-and-admin.md §7 "Public", §9): the hero background is the
 * first result of a query, kept 30 minutes; a project without its own image gets a photo from a page
 * chosen by a hash of its title (1–10), kept 15 minutes. Any failure, or no API key, answers null and
 * the page keeps its gradient fallback (§4, §8 "Photo failure: silent fallback"). At build time the
 * answer is null without a call: the build needs no network, and the page it prerenders is a placeholder
 * (lib/cache/cached-read.ts).
 */
import { buildPlaceholder } from "@/lib/cache/cached-read";
import { env } from "@/lib/env";
import { photoClient, type PhotoClient } from "./client";
import type { StockPhoto } from "./types";

/** Lifetime of the hero photo, 30 minutes (spec §9). */
export const HERO_PHOTO_TTL_MS = 30 * 60_000;

/** Lifetime of a portfolio photo, 15 minutes (spec §9). */
export const PORTFOLIO_PHOTO_TTL_MS = 15 * 60_000;

/** What the hero background shows. */
export const HERO_PHOTO_QUERY = "modern office technology";

/** What a project without an image shows; each title lands on its own page of these results. */
export const PORTFOLIO_PHOTO_QUERY = "web application dashboard";

/** Budget of a landing-page photo call: the page waits for it, so it gives up sooner than the admin screens. */
export const LANDING_PHOTO_TIMEOUT_MS = 2_000;

/** Number of result pages portfolio photos are spread over (spec §9: page index 1 to 10). */
const PORTFOLIO_PHOTO_PAGES = 10;

/**
 * The page (1–10) a title's photo comes from: a 32-bit string hash (Java's `String.hashCode`) modulo 10,
 * so a project keeps the same photo across renders and different projects mostly get different ones.
 */
export function portfolioPhotoPage(title: string): number {
  let hash = 0;
  for (let i = 0; i < title.length; i++) hash = (Math.imul(hash, 31) + title.charCodeAt(i)) | 0;
  return (Math.abs(hash) % PORTFOLIO_PHOTO_PAGES) + 1;
}

/** The hero background: the first photo of `query`, or null. */
export async function heroPhoto(
  query = HERO_PHOTO_QUERY,
  client: PhotoClient = photoClient(),
): Promise<StockPhoto | null> {
  if (env.isBuildPhase) return buildPlaceholder(null);
  const result = await client.search({
    query,
    page: 1,
    per_page: 1,
    ttlMs: HERO_PHOTO_TTL_MS,
    timeoutMs: LANDING_PHOTO_TIMEOUT_MS,
  });
  return result.ok ? (result.page.photos[0] ?? null) : null;
}

/** The stand-in photo of a project titled `title`, or null. */
export async function portfolioPhoto(title: string, client: PhotoClient = photoClient()): Promise<StockPhoto | null> {
  if (env.isBuildPhase) return buildPlaceholder(null);
  const result = await client.search({
    query: PORTFOLIO_PHOTO_QUERY,
    page: portfolioPhotoPage(title),
    per_page: 1,
    ttlMs: PORTFOLIO_PHOTO_TTL_MS,
    timeoutMs: LANDING_PHOTO_TIMEOUT_MS,
  });
  return result.ok ? (result.page.photos[0] ?? null) : null;
}
