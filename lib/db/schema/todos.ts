/** The Weekly TODO system: its items, the weekly reports and the digest's scheduler (spec: docs/spec/operator-console.md §3). */
import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { at, createdAt, searchText, updatedAt } from "./columns";

const todoItemsColumns = {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 255 }).notNull(),
  description: text("description"),
  priority: varchar("priority", { length: 10 }).notNull().default("medium"),
  status: varchar("status", { length: 20 }).notNull().default("pending"),
  category: varchar("category", { length: 50 }).notNull().default("general"),
  dueDate: date("due_date", { mode: "string" }),
  completedAt: at("completed_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
};

// The Weekly TODO tabs' pages (All newest first, open tabs by due date, Completed by completion) and their
// search (docs/decisions/sms-and-conversations.md "SMS lists").
export const todoItems = pgTable("todo_items", todoItemsColumns, (t) => [
  index("todo_items_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
  index("todo_items_status_due_id_idx").on(t.status, todoDueKey(t.dueDate), t.id),
  index("todo_items_completed_id_idx")
    .on(sql`${todoCompletedKey(t.completedAt, t.createdAt)} desc nulls last`, t.id.desc())
    .where(sql`${t.status} = 'completed'`),
  index("todo_items_search_trgm_idx").using("gin", sql`(${searchText([t.title, t.description])}) gin_trgm_ops`),
]);

/** The open tabs' sort key: the due date, items without one last ('infinity'). Index and query share it. */
export function todoDueKey(dueDate: AnyPgColumn): SQL {
  return sql`coalesce(${dueDate}, 'infinity'::date)`;
}

/** Completed's sort key: when the item was completed (its creation for rows from before `completed_at`). */
export function todoCompletedKey(completedAt: AnyPgColumn, createdAt: AnyPgColumn): SQL {
  return sql`coalesce(${completedAt}, ${createdAt})`;
}

export const weeklyReports = pgTable("weekly_reports", {
  id: serial("id").primaryKey(),
  weekStartDate: date("week_start_date", { mode: "string" }).notNull(),
  weekEndDate: date("week_end_date", { mode: "string" }).notNull(),
  emailSent: boolean("email_sent").notNull().default(false),
  sentAt: at("sent_at"),
  totalItems: integer("total_items").notNull().default(0),
  completedItems: integer("completed_items").notNull().default(0),
  pendingItems: integer("pending_items").notNull().default(0),
  createdAt: createdAt(),
});

export const emailScheduler = pgTable("email_scheduler", {
  id: serial("id").primaryKey(),
  isEnabled: boolean("is_enabled").notNull().default(true),
  scheduleDay: varchar("schedule_day", { length: 10 }).notNull().default("monday"),
  scheduleTime: time("schedule_time").notNull().default("09:00:00"),
  recipientEmail: varchar("recipient_email", { length: 255 }).notNull().default("hello@customportalsolutions.com"),
  /** The IANA time zone `scheduleDay`/`scheduleTime` are read in (docs/decisions/data-and-jobs.md "Weekly TODO System and the digest"). */
  timeZone: varchar("time_zone", { length: 64 }).notNull().default("UTC"),
  lastRun: at("last_run"),
  nextRun: at("next_run"),
  updatedAt: updatedAt(),
});

export type TodoItem = typeof todoItems.$inferSelect;
export type EmailScheduler = typeof emailScheduler.$inferSelect;
export type WeeklyReport = typeof weeklyReports.$inferSelect;
