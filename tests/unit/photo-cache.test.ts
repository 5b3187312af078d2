/** The in-memory cache behind the photo client: lifetimes, shared in-flight loads, failures, the size cap. */
import { describe, expect, it } from "vitest";
import { createTtlCache } from "@/lib/photos/cache";

function counter() {
  let calls = 0;
  return {
    load: async () => ++calls,
    get calls() {
      return calls;
    },
  };
}

describe("TTL cache", () => {
  it("keeps a value for its lifetime and reloads after", async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ now: () => clock });
    const source = counter();
    expect(await cache.get("a", source.load, () => 100)).toBe(1);
    clock = 99;
    expect(await cache.get("a", source.load, () => 100)).toBe(1);
    clock = 100;
    expect(await cache.get("a", source.load, () => 100)).toBe(2);
  });

  it("lets the value choose its lifetime; 0 keeps nothing", async () => {
    const cache = createTtlCache<number>();
    const source = counter();
    await cache.get("a", source.load, () => 0);
    await cache.get("a", source.load, () => 0);
    expect(source.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("shares one load among concurrent callers", async () => {
    const cache = createTtlCache<number>();
    const source = counter();
    const values = await Promise.all([1, 2, 3].map(() => cache.get("a", source.load, () => 1_000)));
    expect(values).toEqual([1, 1, 1]);
    expect(source.calls).toBe(1);
  });

  it("caches nothing when the load throws", async () => {
    const cache = createTtlCache<number>();
    await expect(
      cache.get(
        "a",
        () => Promise.reject(new Error("down")),
        () => 1_000,
      ),
    ).rejects.toThrow("down");
    expect(
      await cache.get(
        "a",
        async () => 7,
        () => 1_000,
      ),
    ).toBe(7);
  });

  it("drops the oldest entries beyond its size cap", async () => {
    const cache = createTtlCache<number>({ maxEntries: 3 });
    for (const key of ["a", "b", "c", "d"])
      await cache.get(
        key,
        async () => 1,
        () => 1_000,
      );
    expect(cache.size).toBe(3);
    const source = counter();
    await cache.get("a", source.load, () => 1_000);
    expect(source.calls).toBe(1);
  });
});
