/**
 * Expiries reach every instance (docs/decisions/data-and-jobs.md "Public pages agree across instances and addresses"): a
 * writer's expiry is announced on PostgreSQL once its transaction commits (never on rollback), and an
 * instance hearing another's announcement expires those tags in its own cache; its own it skips.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { db, getDbHandle } from "@/lib/db";
import type { Unlisten } from "@/lib/db/listen";
import { withAmbientTransaction } from "@/lib/db/ambient-transaction";
import {
  announceExpiredTags,
  CACHE_EXPIRY_CHANNEL,
  expiryPayloads,
  listenForExpiredTags,
  tagsToExpire,
} from "@/lib/cache/expire-tags";

/** This process's page cache as Next's server keeps it, standing in for it. */
const cache = { revalidateTag: vi.fn<(tags: string[], durations?: { expire?: number }) => Promise<void>>() };
const heard: string[] = [];
const unlisten: Unlisten[] = [];

beforeAll(async () => {
  (globalThis as { __incrementalCache?: typeof cache }).__incrementalCache = cache;
  unlisten.push(
    await getDbHandle().listen(CACHE_EXPIRY_CHANNEL, (payload) => {
      if (payload) heard.push(...tagsToExpire(payload, "someone else"));
    }),
  );
  const listening = await listenForExpiredTags(["every-public-tag"]);
  if (listening) unlisten.push(listening);
});
afterAll(async () => {
  await Promise.all(unlisten.map((stop) => stop()));
  delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache;
});

const until = async (done: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("expiring public pages on every instance", () => {
  it("expires the tags another instance announces, at once", async () => {
    const [payload] = expiryPayloads(["status-site:7", "portfolio"], "another instance");
    await db.execute(sql`select pg_notify(${CACHE_EXPIRY_CHANNEL}, ${payload!})`);
    await until(() => cache.revalidateTag.mock.calls.length > 0 && heard.includes("portfolio"));
    expect(cache.revalidateTag).toHaveBeenCalledWith(["status-site:7", "portfolio"], { expire: 0 });
    // Every listener hears it, the next test's own included.
    expect(heard).toEqual(["status-site:7", "portfolio"]);
  });

  it("announces a writer's expiry once its transaction commits, and never after a rollback", async () => {
    heard.length = 0;
    await withAmbientTransaction(db, async () => {
      announceExpiredTags(["status-site:1"]);
      // Not yet: the transaction has not committed.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual([]);
    });
    await until(() => heard.length > 0);
    expect(heard).toEqual(["status-site:1"]);

    await expect(
      withAmbientTransaction(db, async () => {
        announceExpiredTags(["status-site:2"]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    announceExpiredTags(["status-site:3"]);
    await until(() => heard.length > 1);
    expect(heard).toEqual(["status-site:1", "status-site:3"]);
  });

  it("skips its own announcements: this process expired those tags already", async () => {
    cache.revalidateTag.mockClear();
    announceExpiredTags(["site-settings"]);
    await until(() => heard.includes("site-settings"));
    expect(cache.revalidateTag).not.toHaveBeenCalled();
  });

  it("splits a thousand sites' tags into notices PostgreSQL accepts", () => {
    const tags = Array.from({ length: 1_000 }, (_, i) => `status-site:${i + 1}`);
    const payloads = expiryPayloads(tags, "x");
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(payloads.flatMap((payload) => tagsToExpire(payload, "y"))).toEqual(tags);
  });
});
