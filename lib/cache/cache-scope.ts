/**
 * The scope of this server's page and data cache (docs/decisions/data-and-jobs.md "Public pages agree across instances
 * and addresses"): a hash of the run-time `PUBLIC_BASE_URL`, which lib/cache/address-scoped-cache-handler.mjs
 * puts in every cache key. Pages carry the address (canonical URL, `og:image`, JSON-LD), so the address is
 * part of what a cached page is; a start with another address begins with an empty cache.
 */
import { createHash } from "node:crypto";
import { env } from "@/lib/env";

/** The global slot the cache handler reads; a `Symbol.for` key, as the handler is loaded apart from the app's bundles. */
const SCOPE_SLOT = Symbol.for("custom-portal-solutions.public-cache-scope");

/** The scope of `address`: 16 hexadecimal digits of its SHA-256, a folder name that reveals nothing of it. */
function cacheScopeOf(address: string): string {
  return createHash("sha256").update(new URL(address).href).digest("hex").slice(0, 16);
}

/** Sets this process's cache scope from `PUBLIC_BASE_URL`; called once at start-up, before the first request. */
export function setCacheScope(): void {
  (globalThis as Record<symbol, unknown>)[SCOPE_SLOT] = cacheScopeOf(env.PUBLIC_BASE_URL);
}
