/** A stored TODO as the dialog's fields (values outside today's lists fall back to the spec's defaults). */
import type { TodoItem } from "@/lib/db/schema";
import { NEW_TODO, TODO_CATEGORIES, TODO_PRIORITIES, TODO_STATUSES, type TodoInput } from "@/lib/todos/schemas";

const pick = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** The form values of `todo`. */
export function todoInputOf(todo: TodoItem): TodoInput {
  return {
    title: todo.title,
    description: todo.description ?? "",
    priority: pick(TODO_PRIORITIES, todo.priority, NEW_TODO.priority),
    category: pick(TODO_CATEGORIES, todo.category, NEW_TODO.category),
    status: pick(TODO_STATUSES, todo.status, NEW_TODO.status),
    dueDate: todo.dueDate ?? "",
  };
}
