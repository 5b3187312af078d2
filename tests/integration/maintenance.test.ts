import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { rateLimits, sessions, users } from "@/lib/db/schema";
import { purgeExpiredRows } from "@/lib/maintenance/purge-expired-rows";

describe("maintenance", () => {
  it("deletes expired sessions and day-old rate-limit windows, keeping live ones", async () => {
    const [user] = await db
      .insert(users)
      .values({ username: `m-${randomUUID().slice(0, 8)}`, email: `${randomUUID()}@example.test`, password: "x" })
      .returning();
    const live = randomUUID(),
      dead = randomUUID(),
      oldKey = `old:${randomUUID()}`,
      newKey = `new:${randomUUID()}`;
    await db.insert(sessions).values([
      { sid: live, sess: { userId: user!.id }, expire: new Date(Date.now() + 60_000) },
      { sid: dead, sess: { userId: user!.id }, expire: new Date(Date.now() - 60_000) },
    ]);
    await db.insert(rateLimits).values([
      { key: oldKey, count: 3, windowStartedAt: sql`now() - interval '2 days'` },
      { key: newKey, count: 1 },
    ]);
    const purged = await purgeExpiredRows();
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(sessions).where(eq(sessions.sid, dead))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.sid, live))).toHaveLength(1);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, oldKey))).toHaveLength(0);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, newKey))).toHaveLength(1);
  });
});
