/** Reads of the Weekly TODO System: the items (all, or one tab's page), their figures, and the digest's `email_scheduler` row. */
import "server-only";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import { searchCondition, type KeysetOrder, type PageRequest, type PagedList } from "@/lib/db/keyset";
import { readTablePage } from "@/lib/db/table-page";
import {
  emailScheduler,
  todoCompletedKey,
  todoDueKey,
  todoItems,
  type EmailScheduler,
  type TodoItem,
} from "@/lib/db/schema";
import { searchText } from "@/lib/db/schema/columns";
import type { TodoTab } from "./list-filter";

/** Every TODO item: open ones first, then by due date (none last), newest first. The digest reads it. */
export function listTodos(): Promise<TodoItem[]> {
  return db
    .select()
    .from(todoItems)
    .orderBy(
      sql`case when ${todoItems.status} = 'completed' then 1 else 0 end`,
      sql`${todoItems.dueDate} asc nulls last`,
      desc(todoItems.createdAt),
      desc(todoItems.id),
    );
}

/**
 * Each tab's order, on an index of lib/db/schema/todos.ts: All newest first; Pending and In Progress
 * by due date (none last, then oldest first); Completed most recently completed first.
 */
const TAB_ORDER: Record<TodoTab, KeysetOrder> = {
  all: { column: todoItems.createdAt, kind: "timestamp", id: todoItems.id },
  pending: { column: todoDueKey(todoItems.dueDate), kind: "text", id: todoItems.id, ascending: true },
  "in-progress": { column: todoDueKey(todoItems.dueDate), kind: "text", id: todoItems.id, ascending: true },
  completed: {
    column: todoCompletedKey(todoItems.completedAt, todoItems.createdAt),
    kind: "timestamp",
    id: todoItems.id,
  },
};

/** What a tab asks for: a page and the search text (title or description). */
export type TodoListRequest = PageRequest & { q: string; tab: TodoTab };

/** One page of a tab with the number of items matching its search. */
export type TodoListPage = PagedList<TodoItem>;

function todoFilter({ q, tab }: Pick<TodoListRequest, "q" | "tab">): SQL | undefined {
  return and(
    tab === "all" ? undefined : eq(todoItems.status, tab),
    // The trigram index's expression (lib/db/schema/todos.ts), so the index serves the search.
    searchCondition(searchText([todoItems.title, todoItems.description]), q),
  );
}

/** A page of `request.tab` in its order, matching the search. */
export async function listTodoPage(request: TodoListRequest): Promise<TodoListPage> {
  return readTablePage(todoItems, TAB_ORDER[request.tab], request, todoFilter(request));
}

/** The five cards and the tab counts: all items, each status, and the open ones due before `today`. */
export interface TodoCounts {
  total: number;
  pending: number;
  inProgress: number;
  completed: number;
  overdue: number;
}

/** Counts in one aggregate statement; `today` (`YYYY-MM-DD`, the digest's time zone) decides overdue as `isOverdue` does. */
export async function countTodos(today: string): Promise<TodoCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${todoItems.status} = 'pending')`.mapWith(Number),
      inProgress: sql<number>`count(*) filter (where ${todoItems.status} = 'in-progress')`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${todoItems.status} = 'completed')`.mapWith(Number),
      overdue:
        sql<number>`count(*) filter (where ${todoItems.status} <> 'completed' and ${todoItems.dueDate} < ${today}::date)`.mapWith(
          Number,
        ),
    })
    .from(todoItems);
  return row ?? { total: 0, pending: 0, inProgress: 0, completed: 0, overdue: 0 };
}

/**
 * The digest schedule: the first `email_scheduler` row (the seed creates it), created with the
 * table's defaults when missing. `database` lets a transaction read it.
 */
export async function getEmailScheduler(database: Database): Promise<EmailScheduler> {
  const [row] = await database.select().from(emailScheduler).orderBy(asc(emailScheduler.id)).limit(1);
  if (row) return row;
  const [created] = await database.insert(emailScheduler).values({}).returning();
  return created!;
}
