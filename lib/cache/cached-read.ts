/**
 * The public pages' reads of run-time data (docs/decisions/data-and-jobs.md "The build needs no database, and no
 * address"): Next's data cache around a read, except while `next build` prerenders, when the read
 * answers a placeholder without touching the database or the network. A page prerendered from a
 * placeholder is marked stale at once, so on Vercel its first request after a deploy regenerates it from
 * real data (stale-while-revalidate: that one response is the placeholder); a self-hosted server never
 * serves it (lib/cache/address-scoped-cache-handler.mjs).
 */
import { unstable_cache } from "next/cache";
import { env } from "@/lib/env";

/** How a read is cached. */
export interface CachedReadOptions<T> {
  /** Cache tags an admin change expires (`revalidateTag`), which also expires the pages built from the read. */
  tags: string[];
  /** Upper bound on the entry's age in seconds. */
  revalidate: number;
  /** What the read answers at build time: the page as it looks with no data. */
  placeholder: T;
}

// The data cache keys an entry by the function's source, its key parts and its arguments, so the one
// function serves every placeholder. Its 1-second lifetime becomes the prerendered page's (a route's
// revalidate is the lowest of its data's), which makes the build's page stale as soon as it is served.
const placeholderRead = unstable_cache(async <T>(value: T): Promise<T> => value, ["build-placeholder"], {
  revalidate: 1,
});

/**
 * `value` in place of run-time data while `next build` prerenders a page, marking that page to be
 * regenerated on its first request. Reads nothing.
 */
export function buildPlaceholder<T>(value: T): Promise<T> {
  return placeholderRead(value);
}

/**
 * `read` through Next's data cache (`unstable_cache` under `keyParts` and `options.tags`); at build time,
 * `options.placeholder` through {@link buildPlaceholder} instead.
 */
export function cachedRead<A extends unknown[], T>(
  read: (...args: A) => Promise<T>,
  keyParts: string[],
  options: CachedReadOptions<T>,
): (...args: A) => Promise<T> {
  const cached = unstable_cache(read, keyParts, { tags: options.tags, revalidate: options.revalidate });
  return (...args: A) => (env.isBuildPhase ? buildPlaceholder(options.placeholder) : cached(...args));
}
