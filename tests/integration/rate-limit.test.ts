/** Counting attempts (lib/limits/count-attempt.ts): one atomic statement per attempt, windows, taking back one's own hit. */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";
import { countAttempt, limitKey, releaseAttempt } from "@/lib/limits/count-attempt";
import { LIMITS } from "@/lib/limits/rules";

const { limit } = LIMITS.contact;

describe("counting attempts", () => {
  it("allows the limit, then refuses with the time left in the window", async () => {
    const subject = randomUUID();
    const results = [];
    for (let i = 0; i <= limit; i++) results.push(await countAttempt("contact", subject));
    expect(results.map((r) => r.allowed)).toEqual([...Array(limit).fill(true), false]);
    expect(results[limit]!.retryAfterMs).toBeGreaterThan(9 * 60_000);
    expect(results[limit]!.retryAfterMs).toBeLessThanOrEqual(10 * 60_000);
  });

  it("starts a new window once the old one has passed", async () => {
    const subject = randomUUID();
    for (let i = 0; i <= limit; i++) await countAttempt("contact", subject);
    await db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '11 minutes'` })
      .where(eq(rateLimits.key, limitKey("contact", subject)));
    expect(await countAttempt("contact", subject)).toMatchObject({ allowed: true, count: 1 });
  });

  it("gives each of 60 concurrent attempts its own count", async () => {
    const subject = randomUUID();
    const results = await Promise.all(Array.from({ length: 60 }, () => countAttempt("contact", subject)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(limit);
  });

  it("takes back only the caller's own attempt, and none in a window that has restarted since", async () => {
    const subject = randomUUID();
    const [first] = await Promise.all([countAttempt("contact", subject), countAttempt("contact", subject)]);
    await releaseAttempt(first!);
    expect((await countAttempt("contact", subject)).count).toBe(2);
    const key = limitKey("contact", subject);
    await db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '11 minutes'` })
      .where(eq(rateLimits.key, key));
    const fresh = await countAttempt("contact", subject);
    await releaseAttempt(first!);
    expect((await db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]!.count).toBe(fresh.count);
  });
});
