import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";
import { hitRateLimit, peekRateLimit } from "@/lib/rate-limit";

const rule = { limit: 3, windowMs: 60_000 };

describe("rate limiter", () => {
  it("allows the limit, then refuses with the time left in the window", async () => {
    const key = `test:${randomUUID()}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(key, rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterMs).toBeGreaterThan(50_000);
    expect(results[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await peekRateLimit(key, rule)).allowed).toBe(false);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = `test:${randomUUID()}`;
    for (let i = 0; i < 4; i++) await hitRateLimit(key, rule);
    await db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '2 minutes'` })
      .where(eq(rateLimits.key, key));
    expect((await peekRateLimit(key, rule)).allowed).toBe(true);
    const next = await hitRateLimit(key, rule);
    expect(next).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts every one of 20 concurrent hits", async () => {
    const key = `test:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(key, { limit: 100, windowMs: 60_000 })),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
