"use server";
/**
 * Server actions of the Weekly TODO System (site-and-admin.md §2 "Admin screens" 11; §7 "/api/admin/todos",
 * "/api/admin/email-scheduler", "POST /api/send-weekly-todo"). `completedAt` follows the status: set
 * when an item becomes completed, cleared when it leaves completed.
 */
import { eq } from "drizzle-orm";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { ActionError, adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { getEmailScheduler } from "@/lib/db/queries/todos";
import { emailScheduler, todoItems } from "@/lib/db/schema";
import { nextScheduledRun } from "@/lib/todos/schedule";
import { sendWeeklyDigest } from "@/lib/todos/send-digest";
import { schedulerSchema, todoIdSchema, todoSchema, updateTodoSchema, type TodoInput } from "@/lib/validations/todo";

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

/** Add TODO: creates the item; `completedAt` is now when it is created as completed. */
export const createTodoAction = adminAction(todoSchema, async (input) => {
  const [row] = await db
    .insert(todoItems)
    .values({ ...columns(input), completedAt: input.status === "completed" ? new Date() : null })
    .returning({ id: todoItems.id });
  revalidatePath("/weekly-todo");
  return row!;
});

/** Edit TODO: saves every field; `completedAt` is set on becoming completed, kept while completed, cleared otherwise. */
export const updateTodoAction = adminAction(updateTodoSchema, async ({ id, ...input }) => {
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select({ completedAt: todoItems.completedAt }).from(todoItems).where(eq(todoItems.id, id)).for("update");
    if (!current) return null;
    const completedAt = input.status === "completed" ? (current.completedAt ?? new Date()) : null;
    const [row] = await tx.update(todoItems).set({ ...columns(input), completedAt }).where(eq(todoItems.id, id)).returning({ id: todoItems.id });
    return row;
  });
  if (!updated) throw new ActionError(NOT_FOUND);
  revalidatePath("/weekly-todo");
  return updated;
});

/** Deletes one TODO (after the dialog's confirmation). */
export const deleteTodoAction = adminAction(todoIdSchema, async ({ id }) => {
  const [row] = await db.delete(todoItems).where(eq(todoItems.id, id)).returning({ id: todoItems.id });
  if (!row) throw new ActionError(NOT_FOUND);
  revalidatePath("/weekly-todo");
  return row;
});

/**
 * Send Weekly Email: the digest of the last 7 days up to now (today's work included) to the schedule's
 * recipient; answers `{ success, message }` (spec §7).
 */
export const sendWeeklyEmailAction = adminAction(z.object({}), async () => {
  const scheduler = await getEmailScheduler();
  const { success, message } = await sendWeeklyDigest({ recipient: scheduler.recipientEmail, timeZone: scheduler.timeZone, period: "last-7-days" });
  revalidatePath("/weekly-todo");
  revalidatePath("/email-test");
  return { success, message };
});

/**
 * Saves the digest schedule and recomputes `next_run` from now (null while disabled), so a change
 * takes effect at the next hourly check. The once-a-week rule still holds (lib/todos/run-scheduled-digest.ts).
 */
export const updateSchedulerAction = adminAction(schedulerSchema, async (input) => {
  const current = await getEmailScheduler();
  const nextRun = input.isEnabled ? nextScheduledRun(input, new Date()) : null;
  await db.update(emailScheduler).set({ ...input, nextRun }).where(eq(emailScheduler.id, current.id));
  revalidatePath("/weekly-todo");
  return { nextRun: nextRun?.toISOString() ?? null };
});
