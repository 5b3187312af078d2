/** Reads of `outbox_messages`, the record of every e-mail and SMS the app sent or would have sent. */
import "server-only";
import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  cursorKey,
  keysetQuery,
  searchCondition,
  toPage,
  type KeysetOrder,
  type PageRequest,
  type PagedList,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { outboxMessages, outboxSearchText, type OutboxMessage } from "@/lib/db/schema";
import type { OutboxStatusFilter } from "./list-filter";

/** Newest first, on `outbox_messages_created_id_idx` (or the status one when filtered). */
const OUTBOX_ORDER: KeysetOrder = { column: outboxMessages.createdAt, kind: "timestamp", id: outboxMessages.id };

/** What the outbox list asks for: a page, the search text (recipient or subject) and a status. */
export type OutboxListRequest = PageRequest & { q: string; status: OutboxStatusFilter };

/** A message as the list shows it: its attached files by name only, never their bytes. */
export type OutboxListRow = Omit<OutboxMessage, "attachments"> & { attachmentNames: string[] };

/** One page of the outbox with the number of messages matching the search and filter. */
export type OutboxListPage = PagedList<OutboxListRow>;

const { attachments, ...listedColumns } = getTableColumns(outboxMessages);

function outboxFilter({ q, status }: Pick<OutboxListRequest, "q" | "status">): SQL | undefined {
  return and(
    status === "all" ? undefined : eq(outboxMessages.status, status),
    // The same expression as the trigram index (lib/db/schema/outbox.ts), so the index serves it.
    searchCondition(outboxSearchText(outboxMessages), q),
  );
}

/** A page of messages, newest first, matching `request`'s search and status. */
export async function listOutboxPage(request: OutboxListRequest): Promise<OutboxListPage> {
  const filter = outboxFilter(request);
  const keyset = keysetQuery(OUTBOX_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({
        ...listedColumns,
        attachmentNames: sql<string[]>`coalesce(jsonb_path_query_array(${attachments}, '$[*].filename'), '[]'::jsonb)`,
        cursorKey: cursorKey(OUTBOX_ORDER),
      })
      .from(outboxMessages)
      .where(and(filter, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(outboxMessages, filter),
  ]);
  const page = toPage(
    rows.map(({ cursorKey: key, ...row }) => ({ row, cursorKey: key, id: row.id })),
    request,
  );
  return { page: { ...page, rows: page.rows.map(({ row }) => row) }, total };
}
