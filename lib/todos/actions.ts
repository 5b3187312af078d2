"use server";
/**
 * Server actions of the Weekly TODO System (docs/spec/site-and-admin.md §2 "Admin screens" 11; §7 "/api/admin/todos",
 * "/api/admin/email-scheduler", "POST /api/send-weekly-todo"): validate, call lib/todos, revalidate.
 */
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { getEmailScheduler } from "./queries";
import { schedulerSchema, todoIdSchema, todoSchema, updateTodoSchema } from "./schemas";
import { saveDigestSchedule } from "./digest-schedule";
import { createTodo, deleteTodo, updateTodo } from "./items";
import { notificationRecipients } from "@/lib/account/notification-settings";
import { sendWeeklyDigest } from "./send-digest";

const PAGE = "/weekly-todo";

/** The Add TODO dialog; answers the stored row, so the tab shows it without a reload. */
export const createTodoAction = adminAction("todos.create", todoSchema, async (input) => {
  const row = await createTodo(db, input);
  revalidatePath(PAGE);
  return row;
});

/** Edit TODO: saves every field (lib/todos/items.ts keeps `completedAt` in step with the status). */
export const updateTodoAction = adminAction("todos.update", updateTodoSchema, async ({ id, ...input }) => {
  const row = await updateTodo(db, id, input);
  revalidatePath(PAGE);
  return row;
});

/** Deletes one TODO (after the dialog's confirmation). */
export const deleteTodoAction = adminAction("todos.delete", todoIdSchema, async ({ id }) => {
  const row = await deleteTodo(db, id);
  revalidatePath(PAGE);
  return row;
});

/**
 * Send Weekly Email: the digest of the last 7 days up to now (today's work included) to the users who
 * chose it, else `ADMIN_EMAIL` (docs/decisions/auth-and-roles.md "Per-person notifications"); answers `{ success, message }` (spec §7).
 */
export const sendWeeklyEmailAction = adminAction("todos.send-digest", z.object({}), async () => {
  const scheduler = await getEmailScheduler(db);
  const recipients = await notificationRecipients(db, "weekly-digest");
  const { success, message } = await sendWeeklyDigest({
    recipients,
    timeZone: scheduler.timeZone,
    period: "last-7-days",
  });
  revalidatePath(PAGE);
  revalidatePath("/email-test");
  return { success, message };
});

/**
 * Saves the digest schedule and recomputes `next_run` from now (null while disabled), so a change
 * takes effect at the next hourly check. The once-a-week rule still holds (lib/todos/run-scheduled-digest.ts).
 */
export const updateSchedulerAction = adminAction("todos.schedule", schedulerSchema, async (input) => {
  const nextRun = await saveDigestSchedule(db, input);
  revalidatePath(PAGE);
  return { nextRun: nextRun?.toISOString() ?? null };
});
