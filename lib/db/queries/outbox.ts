/** Reads of `outbox_messages`, the record of every e-mail and SMS the app sent or would have sent. */
import { desc } from "drizzle-orm";
import { db } from "@/lib/db";
import { outboxMessages, type OutboxMessage } from "@/lib/db/schema";

/** The newest `limit` messages (default 50), newest first. */
export function latestOutboxMessages(limit = 50): Promise<OutboxMessage[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit);
}
