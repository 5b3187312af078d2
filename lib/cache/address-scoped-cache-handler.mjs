/**
 * Next.js's `cacheHandler` for self-hosted servers (docs/decisions/data-and-jobs.md "Public pages agree across instances
 * and addresses"): Next's own file-system cache, with every entry's key scoped by the run-time public
 * address. Two effects follow from the scope alone:
 *
 * - The pages `next build` prerendered (made without an address: no `og:image`, no canonical URL) are never
 *   served. Next reads a build's output only for a key of its own shape (`/route-cache/<kind>/…`,
 *   node_modules/next/dist/server/lib/incremental-cache/file-system-cache.js, "seed" reads); a scoped key
 *   misses, so the first request after a start renders the page with the run-time address and caches it.
 * - A start with another `PUBLIC_BASE_URL` reads and writes another scope, an empty cache: no page or share
 *   card rendered for the old address is served, and instances with different addresses sharing one build
 *   folder never serve each other's pages.
 *
 * Tags (`revalidateTag`) are Next's in-process manifest, unchanged; lib/cache/expire-tags.ts carries an
 * expiry to the other instances. Plain JavaScript: Next imports this file at run time without compiling it.
 * The scope is set at start-up by lib/cache/cache-scope.ts (instrumentation.ts); until then, and while
 * `next build` runs, the scope is `unscoped`, which a served page never reads.
 */
import * as fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";

// Node.js imports the CommonJS module as `{ default: { default: FileSystemCache } }`; the server bundles
// that Next compiles this file into import it as `{ default: FileSystemCache }`.
const FileSystemCache = fileSystemCacheModule.default.default ?? fileSystemCacheModule.default;

/** The global slot lib/cache/cache-scope.ts writes the scope into. */
const SCOPE_SLOT = Symbol.for("custom-portal-solutions.public-cache-scope");
/** Next's folder of run-time page entries (node_modules/next/dist/server/lib/route-cache-key.js). */
const ROUTE_CACHE_PREFIX = "/route-cache/";

/** The current scope: a hash of the run-time public address. */
function currentScope() {
  const scope = globalThis[SCOPE_SLOT];
  return typeof scope === "string" ? scope : "unscoped";
}

/**
 * `key` inside the current scope: `/route-cache/<scope>/<kind>/…` for pages and route handlers (stored under
 * `.next/server/route-cache/<scope>/`), `<scope>/<key>` for data entries (`.next/cache/fetch-cache/<scope>/`).
 */
function scopedCacheKey(key, scope = currentScope()) {
  return key.startsWith(ROUTE_CACHE_PREFIX)
    ? `${ROUTE_CACHE_PREFIX}${scope}/${key.slice(ROUTE_CACHE_PREFIX.length)}`
    : `${scope}/${key}`;
}

export default class AddressScopedCacheHandler extends FileSystemCache {
  get(key, ...rest) {
    return super.get(scopedCacheKey(key), ...rest);
  }

  set(key, ...rest) {
    return super.set(scopedCacheKey(key), ...rest);
  }
}
