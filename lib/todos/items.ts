/**
 * Writing TODO items (docs/spec/site-and-admin.md §2 "Admin screens" 11; §7 "/api/admin/todos"). `completedAt`
 * follows the status: set when an item becomes completed, kept while it stays completed, cleared when it
 * leaves completed. Each function takes the database or a transaction, so it runs without Next.
 */
import { and, eq, inArray, type SQLWrapper } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { todoItems } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import type { TodoInput } from "./schemas";

const NOT_FOUND = "This TODO no longer exists.";

/** The stored form of the dialog's fields: blanks become null. */
function columns(input: TodoInput) {
  return {
    title: input.title,
    description: input.description || null,
    priority: input.priority,
    category: input.category,
    status: input.status,
    dueDate: input.dueDate || null,
  };
}

/** Creates an item; `completedAt` is now when it is created as completed. */
export async function createTodo(db: Database, input: TodoInput): Promise<{ id: number }> {
  const [row] = await db
    .insert(todoItems)
    .values({ ...columns(input), completedAt: input.status === "completed" ? new Date() : null })
    .returning({ id: todoItems.id });
  return row!;
}

/**
 * Saves every field of item `id`, its row locked so two saves settle `completedAt` one after the other.
 * @throws AppError `not_found` when the item was deleted meanwhile.
 */
export async function updateTodo(db: Database, id: number, input: TodoInput): Promise<{ id: number }> {
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ completedAt: todoItems.completedAt })
      .from(todoItems)
      .where(eq(todoItems.id, id))
      .for("update");
    if (!current) return null;
    const completedAt = input.status === "completed" ? (current.completedAt ?? new Date()) : null;
    const [row] = await tx
      .update(todoItems)
      .set({ ...columns(input), completedAt })
      .where(eq(todoItems.id, id))
      .returning({ id: todoItems.id });
    return row;
  });
  if (!updated) throw new AppError("not_found", NOT_FOUND);
  return updated;
}

/** Deletes item `id`. @throws AppError `not_found` when it was already deleted. */
export async function deleteTodo(db: Database, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(todoItems).where(eq(todoItems.id, id)).returning({ id: todoItems.id });
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

/** Marks item `id` completed at `at` (its fleet issue was resolved: lib/fleet-issues/service.ts). */
export async function completeTodo(db: Database, id: number, at: Date = new Date()): Promise<void> {
  await db.update(todoItems).set({ status: "completed", completedAt: at }).where(eq(todoItems.id, id));
}

/** Puts the completed items among `ids` (a sub-select of ids) back to pending (their fleet issue regressed). */
export async function reopenCompletedTodos(db: Database, ids: SQLWrapper): Promise<void> {
  await db
    .update(todoItems)
    .set({ status: "pending", completedAt: null })
    .where(and(eq(todoItems.status, "completed"), inArray(todoItems.id, ids)));
}
