/** Reads of `outbox_messages`, the record of every e-mail and SMS the app sent or would have sent. */
import { and, eq, getTableColumns, ilike, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { containsPattern, cursorKey, keysetQuery, toPage, type KeysetOrder, type ListTotal, type Page, type PageRequest } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { outboxMessages, outboxSearchText, type OutboxMessage } from "@/lib/db/schema";
import type { OutboxStatusFilter } from "@/lib/outbox/list-filter";

/** Newest first, on `outbox_messages_created_id_idx` (or the status one when filtered). */
const OUTBOX_ORDER: KeysetOrder = { column: outboxMessages.createdAt, kind: "timestamp", id: outboxMessages.id };

/** What the outbox list asks for: a page, the search text (recipient or subject) and a status. */
export type OutboxListRequest = PageRequest & { q: string; status: OutboxStatusFilter };

/** One page of the outbox with the number of messages matching the search and filter. */
export interface OutboxListPage {
  page: Page<OutboxMessage & { cursorKey: string }>;
  total: ListTotal;
}

function outboxFilter({ q, status }: Pick<OutboxListRequest, "q" | "status">): SQL | undefined {
  return and(
    status === "all" ? undefined : eq(outboxMessages.status, status),
    // The same expression as the trigram index (lib/db/schema/operations.ts), so the index serves it.
    q ? ilike(outboxSearchText(outboxMessages), containsPattern(q)) : undefined,
  );
}

/** A page of messages, newest first, matching `request`'s search and status. */
export async function listOutboxPage(request: OutboxListRequest): Promise<OutboxListPage> {
  const filter = outboxFilter(request);
  const keyset = keysetQuery(OUTBOX_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({ ...getTableColumns(outboxMessages), cursorKey: cursorKey(OUTBOX_ORDER) })
      .from(outboxMessages)
      .where(and(filter, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(outboxMessages, filter),
  ]);
  return { page: toPage(rows, request), total };
}
