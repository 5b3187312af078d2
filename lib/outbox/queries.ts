/** Reads of `outbox_messages`, the record of every e-mail and SMS the app sent or would have sent. */
import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { searchCondition, type KeysetOrder, type PageRequest, type PagedList } from "@/lib/db/keyset";
import { readTablePage } from "@/lib/db/table-page";
import { outboxMessages, outboxSearchText, type OutboxMessage } from "@/lib/db/schema";
import type { OutboxStatusFilter } from "./list-filter";

/** Newest first, on `outbox_messages_created_id_idx` (or the status one when filtered). */
const OUTBOX_ORDER: KeysetOrder = { column: outboxMessages.createdAt, kind: "timestamp", id: outboxMessages.id };

/** What the outbox list asks for: a page, the search text (recipient or subject) and a status. */
export type OutboxListRequest = PageRequest & { q: string; status: OutboxStatusFilter };

/** One page of the outbox with the number of messages matching the search and filter. */
export type OutboxListPage = PagedList<OutboxMessage>;

function outboxFilter({ q, status }: Pick<OutboxListRequest, "q" | "status">): SQL | undefined {
  return and(
    status === "all" ? undefined : eq(outboxMessages.status, status),
    // The same expression as the trigram index (lib/db/schema/operations.ts), so the index serves it.
    searchCondition(outboxSearchText(outboxMessages), q),
  );
}

/** A page of messages, newest first, matching `request`'s search and status. */
export async function listOutboxPage(request: OutboxListRequest): Promise<OutboxListPage> {
  return readTablePage(outboxMessages, OUTBOX_ORDER, request, outboxFilter(request));
}
