/**
 * A small in-memory cache with a time to live per entry, used for stock-photo responses (docs/spec/site-and-admin.md
 * §7, §9: hero photo 30 minutes, portfolio photos 15 minutes). It also shares one in-flight request among
 * concurrent callers of the same key, so a burst of page views makes one provider call.
 *
 * Memory only, per server instance: the provider's answers are public and cheap to refetch, and the
 * entry count is capped so unusual queries cannot grow it without bound.
 */

interface Entry<T> {
  value: Promise<T>;
  /** `now()` after which the entry is stale; Infinity while the value is still being computed. */
  expiresAt: number;
}

/** Options: `maxEntries` (default 500) and a clock in milliseconds (tests pass their own). */
export interface TtlCacheOptions {
  maxEntries?: number;
  now?: () => number;
}

/** A key → value cache where the loader decides each value's lifetime. */
export interface TtlCache<T> {
  /**
   * The cached value of `key`, or the loader's. `ttlMs(value)` says how long to keep the answer
   * (0 keeps nothing). A loader that throws caches nothing and rethrows to every waiting caller.
   */
  get(key: string, load: () => Promise<T>, ttlMs: (value: T) => number): Promise<T>;
  /** Number of stored entries (fresh or not yet evicted). */
  readonly size: number;
  clear(): void;
}

/** Creates an empty cache. */
export function createTtlCache<T>(options: TtlCacheOptions = {}): TtlCache<T> {
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();

  function evict(): void {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
    // Map iteration is insertion order, so the first keys are the oldest.
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  }

  return {
    get(key, load, ttlMs) {
      const existing = entries.get(key);
      if (existing && existing.expiresAt > now()) return existing.value;
      if (existing) entries.delete(key);
      evict();
      // The settle handlers below need the entry itself, to tell it from a newer one under the same key.
      const entry = { expiresAt: Infinity } as Entry<T>;
      entry.value = load().then(
        (value) => {
          const keepMs = ttlMs(value);
          if (keepMs > 0 && entries.get(key) === entry) entry.expiresAt = now() + keepMs;
          else if (entries.get(key) === entry) entries.delete(key);
          return value;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      entries.set(key, entry);
      return entry.value;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
