/**
 * The stock-photo client (docs/spec/site-and-admin.md §1 "Stock photos come from a stock photo provider", §7):
 * search and curated pages from a Pexels-compatible API at `PEXELS_BASE_URL`, authorized with
 * `PEXELS_API_KEY`, mapped to the spec's stock-photo shape and cached in memory.
 *
 * Without a key every call answers `{ ok: false, reason: "not_configured" }` at once, so the landing page
 * falls back to its gradients and the admin screens say so. Calls never throw.
 */
import { env } from "@/lib/env";
import { OutboundError, outboundFetch } from "@/lib/http/outbound";
import { createTtlCache } from "./cache";
import { PEXELS_MAX_PER_PAGE, pexelsPageSchema, toPhotoPage } from "./pexels";
import type { PhotoResult } from "./types";

/** How long a page is kept when the caller names no lifetime: 15 minutes (spec §9, the shorter photo cache). */
const DEFAULT_PHOTO_TTL_MS = 15 * 60_000;

/** How long a failed call is remembered, so a provider outage costs one slow call per 30 s, not one per page view. */
export const PHOTO_FAILURE_TTL_MS = 30_000;

/** The message of the unconfigured state, shown by the admin screens. */
export const PHOTOS_NOT_CONFIGURED = "Photo provider not configured: set PEXELS_API_KEY to search stock photos.";

/** Where the provider is and how to call it. `now` is the cache's clock (tests). */
export interface PhotoClientConfig {
  apiKey?: string;
  baseUrl: string;
  /** Budget of one provider call when the request names none, default 5 000 ms. */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Paging of a request: `page` from 1, `per_page` 1–80 (values outside are clamped). `ttlMs` overrides
 * the cache lifetime and `timeoutMs` the client's call budget (the landing page waits less than admins).
 */
export interface PageRequest {
  page?: number;
  per_page?: number;
  ttlMs?: number;
  timeoutMs?: number;
}

/** The two calls the app makes. */
export interface PhotoClient {
  /** Whether an API key is configured. */
  readonly configured: boolean;
  /** `GET /v1/search?query&page&per_page`. A blank query answers an empty page without a call (spec §5). */
  search(request: PageRequest & { query: string }): Promise<PhotoResult>;
  /** `GET /v1/curated?page&per_page`. */
  curated(request?: PageRequest): Promise<PhotoResult>;
}

function clamp(value: number | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

function describeStatus(status: number): string {
  if (status === 401 || status === 403) return "The photo provider refused the API key";
  if (status === 429) return "The photo provider's rate limit was reached; try again later";
  return `The photo provider answered ${status}`;
}

/** Creates a client with its own cache. */
export function createPhotoClient(config: PhotoClientConfig): PhotoClient {
  const cache = createTtlCache<PhotoResult>({ now: config.now });
  const base = config.baseUrl.replace(/\/+$/, "");

  async function call(path: string, params: Record<string, string>, timeoutMs: number): Promise<PhotoResult> {
    const url = `${base}${path}?${new URLSearchParams(params)}`;
    try {
      // The address comes from the operator's configuration, not from a user, so private hosts (a local
      // stand-in for the provider) are allowed.
      const response = await outboundFetch(url, {
        headers: { Authorization: config.apiKey!, Accept: "application/json" },
        timeoutMs,
        maxBytes: 2 * 1024 * 1024,
        allowPrivate: true,
      });
      if (!response.ok) return { ok: false, reason: "failed", message: describeStatus(response.status) };
      const body = pexelsPageSchema.safeParse(JSON.parse(response.text));
      if (!body.success)
        return { ok: false, reason: "failed", message: "The photo provider sent an unexpected answer" };
      return { ok: true, page: toPhotoPage(body.data) };
    } catch (error) {
      const message = error instanceof OutboundError ? error.message : "The photo provider sent an unexpected answer";
      console.warn(`[photos] ${path} failed: ${message}`);
      return { ok: false, reason: "failed", message: `The photo provider could not be reached (${message})` };
    }
  }

  function cached(path: string, params: Record<string, string>, request: PageRequest): Promise<PhotoResult> {
    if (!config.apiKey) return Promise.resolve({ ok: false, reason: "not_configured", message: PHOTOS_NOT_CONFIGURED });
    const key = `${path}?${new URLSearchParams(params)}`;
    const ttlMs = request.ttlMs ?? DEFAULT_PHOTO_TTL_MS;
    const timeoutMs = request.timeoutMs ?? config.timeoutMs ?? 5_000;
    return cache.get(
      key,
      () => call(path, params, timeoutMs),
      (result) => (result.ok ? ttlMs : PHOTO_FAILURE_TTL_MS),
    );
  }

  function paging(request: PageRequest): { page: string; per_page: string } {
    return {
      page: String(clamp(request.page, 1, Number.MAX_SAFE_INTEGER, 1)),
      per_page: String(clamp(request.per_page, 1, PEXELS_MAX_PER_PAGE, 15)),
    };
  }

  return {
    configured: Boolean(config.apiKey),
    search(request) {
      const query = request.query.trim();
      if (!query) {
        const per_page = Number(paging(request).per_page);
        return Promise.resolve({
          ok: true,
          page: { photos: [], total_results: 0, has_next_page: false, page: 1, per_page },
        });
      }
      return cached("/v1/search", { query, ...paging(request) }, request);
    },
    curated(request = {}) {
      return cached("/v1/curated", paging(request), request);
    },
  };
}

let shared: PhotoClient | undefined;

/** The process-wide client configured by `PEXELS_API_KEY` and `PEXELS_BASE_URL`. */
export function photoClient(): PhotoClient {
  return (shared ??= createPhotoClient({ apiKey: env.PEXELS_API_KEY, baseUrl: env.PEXELS_BASE_URL }));
}
