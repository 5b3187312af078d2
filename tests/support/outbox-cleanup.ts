/**
 * Test helper: the outbox rows a test file queued are removed when it ends, so a later file in the same
 * worker's database (the outbox retry tests) does not find thousands of due messages it never queued.
 */
import { afterAll, beforeAll } from "vitest";
import { gt, max } from "drizzle-orm";
import { db } from "@/lib/db";
import { outboxMessages } from "@/lib/db/schema";

/** Registers the hooks: remembers the newest row before the file, deletes every row after it at the end. */
export function removeQueuedMessagesAfterAll(): void {
  let before = 0;
  beforeAll(async () => {
    const [row] = await db.select({ id: max(outboxMessages.id) }).from(outboxMessages);
    before = row?.id ?? 0;
  });
  afterAll(async () => {
    await db.delete(outboxMessages).where(gt(outboxMessages.id, before));
  });
}
