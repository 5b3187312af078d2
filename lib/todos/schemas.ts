/**
 * Rules of the Weekly TODO System's forms (docs/spec/site-and-admin.md §4 "TODO status", §5 "TODO", §9 defaults),
 * shared by the dialogs (zodResolver) and the server actions.
 */
import { z } from "zod";
import { isCalendarDate } from "@/lib/input/calendar-date";
import { coercedRowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { isTimeZone } from "@/lib/format/date";

/** TODO statuses in the order the tabs list them (spec §4). */
export const TODO_STATUSES = ["pending", "in-progress", "completed"] as const;
/** TODO priorities, highest first (spec §4). */
export const TODO_PRIORITIES = ["high", "medium", "low"] as const;
/** TODO categories (spec §4). */
export const TODO_CATEGORIES = ["technical", "feature", "business", "ux", "general"] as const;
/** Days the digest may go out on (`email_scheduler.schedule_day`). */
export const SCHEDULE_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export type TodoStatus = (typeof TODO_STATUSES)[number];
export type TodoPriority = (typeof TODO_PRIORITIES)[number];
export type TodoCategory = (typeof TODO_CATEGORIES)[number];
export type ScheduleDay = (typeof SCHEDULE_DAYS)[number];

/** A calendar date `YYYY-MM-DD` that exists, or empty (no due date). */
const optionalDate = userText({ label: "Due date" })
  .refine((v) => v === "" || isCalendarDate(v), "Please enter a valid date")
  .optional();

export const todoSchema = z.object({
  title: userText({ label: "Title" }).min(1, "Title is required").max(255, "Title must be at most 255 characters"),
  description: userText({ label: "Description", multiline: true })
    .max(5000, "Description must be at most 5000 characters")
    .optional(),
  priority: z.enum(TODO_PRIORITIES, { error: "Please choose a priority" }),
  category: z.enum(TODO_CATEGORIES, { error: "Please choose a category" }),
  status: z.enum(TODO_STATUSES, { error: "Please choose a status" }),
  dueDate: optionalDate,
});

export type TodoInput = z.infer<typeof todoSchema>;

/** The dialog's starting values for a new TODO (spec §9: status pending, priority medium, category general). */
export const NEW_TODO: TodoInput = {
  title: "",
  description: "",
  priority: "medium",
  category: "general",
  status: "pending",
  dueDate: "",
};

export const todoIdSchema = z.object({ id: coercedRowId() });

export const updateTodoSchema = todoSchema.extend({ id: coercedRowId() });

/**
 * The digest schedule form: on/off, day, time of day (`HH:MM` or `HH:MM:SS`) and time zone. Who receives
 * it is each user's choice (docs/decisions/auth-and-roles.md "Per-person notifications").
 */
export const schedulerSchema = z.object({
  isEnabled: z.boolean(),
  scheduleDay: z.enum(SCHEDULE_DAYS, { error: "Please choose a day" }),
  scheduleTime: userText({ label: "Time" })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "Please enter a time as HH:MM")
    .transform((t) => (t.length === 5 ? `${t}:00` : t)),
  timeZone: userText({ label: "Time zone" })
    .min(1, "Please choose a time zone")
    .refine(isTimeZone, "Unknown time zone"),
});

export type SchedulerInput = z.input<typeof schedulerSchema>;
