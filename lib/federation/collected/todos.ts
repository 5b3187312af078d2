/**
 * Collected TODOs (docs/federation-protocol.md §4.4 "TODO"; docs/spec/operator-console.md §3 "Collected TODO"):
 * a sync's TODOs replace the site's previous ones.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { cursorKey, keysetQuery, type KeysetOrder, type PageRequest } from "@/lib/db/keyset";
import { db } from "@/lib/db";
import { federatedSites, federatedTodos } from "@/lib/db/schema";
import { readHubListParams } from "../hub-list-params";
import { DISPLAY_DEFAULTS, isoDate, parseList, text, type ParsedList } from "../protocol";
import { LISTED_KINDS } from "./labels";
import { insertJsonRows, listedPage, siteIdsOf, type JsonColumns, type ListedKind, type SiteSection } from "./kind";

/** A TODO as the hub stores it. */
export interface CollectedTodo {
  title: string;
  description: string | null;
  category: string | null;
  priority: string;
  status: string;
  assignedTo: string | null;
  dueDate: Date | null;
  updatedAt: Date | null;
}

const todoSchema = z.object({
  title: text(500),
  description: text(10_000),
  category: text(50),
  priority: text(20),
  status: text(20),
  assignedTo: text(100),
  assignee: text(100),
  dueDate: isoDate,
  updatedAt: isoDate,
});

/** Parses a list of TODOs leniently (protocol.ts); `assignee` is accepted for `assignedTo`. */
export function parseTodos(raw: unknown): ParsedList<CollectedTodo> {
  return parseList(raw, "todo", todoSchema, (t) => ({
    title: t.title ?? DISPLAY_DEFAULTS.todoTitle,
    description: t.description ?? null,
    category: t.category ?? null,
    priority: t.priority?.toLowerCase() ?? DISPLAY_DEFAULTS.todoPriority,
    status: t.status?.toLowerCase() ?? DISPLAY_DEFAULTS.todoStatus,
    assignedTo: t.assignedTo ?? t.assignee ?? null,
    dueDate: t.dueDate ?? null,
    updatedAt: t.updatedAt ?? null,
  }));
}

const COLUMNS: JsonColumns<CollectedTodo & { siteId: number }> = {
  siteId: federatedTodos.siteId,
  title: federatedTodos.title,
  description: federatedTodos.description,
  category: federatedTodos.category,
  priority: federatedTodos.priority,
  status: federatedTodos.status,
  assignedTo: federatedTodos.assignedTo,
  dueDate: federatedTodos.dueDate,
  updatedAt: federatedTodos.updatedAt,
};

const ORDER: KeysetOrder = { column: federatedTodos.syncedAt, kind: "timestamp", id: federatedTodos.id };

function rows(request: PageRequest, where: SQL | undefined) {
  const keyset = keysetQuery(ORDER, request);
  return db
    .select({
      id: federatedTodos.id,
      title: federatedTodos.title,
      description: federatedTodos.description,
      priority: federatedTodos.priority,
      category: federatedTodos.category,
      status: federatedTodos.status,
      assignedTo: federatedTodos.assignedTo,
      dueDate: federatedTodos.dueDate,
      siteId: federatedTodos.siteId,
      siteName: federatedSites.siteName,
      syncedAt: federatedTodos.syncedAt,
      cursorKey: cursorKey(ORDER),
    })
    .from(federatedTodos)
    .innerJoin(federatedSites, eq(federatedSites.id, federatedTodos.siteId))
    .where(and(where, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(request.size + 1);
}

/** A collected TODO as `GET /api/csc/collected-todos` answers it. */
export type CollectedTodoView = Omit<Awaited<ReturnType<typeof rows>>[number], "cursorKey">;

const list: ListedKind<CollectedTodo, CollectedTodoView>["list"] = {
  table: federatedTodos,
  where: (f) => (f.siteId ? eq(federatedTodos.siteId, f.siteId) : undefined),
  rows,
  item: (t) => ({ title: t.title, description: t.description, priority: t.priority }),
};

/** Collected TODOs: read from each sync, listed per site on Site Control and counted by category. */
export const todos: ListedKind<CollectedTodo, CollectedTodoView> = {
  label: "TODOs",
  listPath: "/api/csc/todos",
  parse: parseTodos,
  async store(tx, sections: SiteSection<CollectedTodo>[]) {
    await tx.delete(federatedTodos).where(sql`${federatedTodos.siteId} = any(${siteIdsOf(sections)})`);
    await insertJsonRows(
      tx,
      federatedTodos,
      COLUMNS,
      sections.flatMap((s) => s.items.map((t) => ({ ...t, siteId: s.siteId }))),
    );
  },
  reportColumn: "todosCollected",
  hub: { path: LISTED_KINDS.todos.hubPath, read: (url) => listedPage(list, readHubListParams(url)) },
  pollVersion: federatedTodos.syncedAt,
  list,
};
