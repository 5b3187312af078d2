/** The operators' back office: TODOs, weekly reports, the digest scheduler, error logs and the outbox (spec: docs/spec/operator-console.md §3). */
import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  time,
  timestamp,
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

const errorLogsColumns = {
  id: serial("id").primaryKey(),
  severity: varchar("severity", { length: 20 }).notNull(),
  errorMessage: text("error_message").notNull(),
  stackTrace: text("stack_trace"),
  requestUrl: text("request_url"),
  requestMethod: varchar("request_method", { length: 10 }),
  userAgent: text("user_agent"),
  userId: integer("user_id"),
  serverEnvironment: varchar("server_environment", { length: 20 }).notNull().default("production"),
  ipAddress: varchar("ip_address", { length: 45 }),
  emailSent: boolean("email_sent").notNull().default(false),
  resolved: boolean("resolved").notNull().default(false),
  createdAt: createdAt(),
  resolvedAt: at("resolved_at"),
  resolvedBy: varchar("resolved_by", { length: 100 }),
  fingerprint: varchar("fingerprint", { length: 64 }).unique(),
  occurrences: integer("occurrences").notNull().default(1),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  lastAlertedAt: at("last_alerted_at"),
  regressedAt: at("regressed_at"),
};

/**
 * One row per error group (docs/decisions/data-and-jobs.md "Error monitoring"): `fingerprint`, `occurrences`, `last_seen_at`,
 * `last_alerted_at` and `regressed_at` are added to the spec's columns; `created_at` is the first occurrence.
 */
export const errorLogs = pgTable("error_logs", errorLogsColumns, (t) => [
  index("error_logs_resolved_last_seen_idx").on(t.resolved, t.lastSeenAt),
  // /error-monitoring's All and Unresolved pages, and its message search.
  index("error_logs_last_seen_id_idx").on(t.lastSeenAt.desc(), t.id.desc()),
  index("error_logs_unresolved_last_seen_id_idx")
    .on(t.lastSeenAt.desc(), t.id.desc())
    .where(sql`not ${t.resolved}`),
  index("error_logs_message_trgm_idx").using("gin", sql`${t.errorMessage} gin_trgm_ops`),
]);

/**
 * Added: every e-mail and SMS the app sends is written here first (docs/decisions/data-and-jobs.md "Platform data model"). `status` is
 * `pending` (queued), `sent` (the provider accepted it), `failed` (the provider refused it; retried) or
 * `unsent` (no provider configured: kept for the console to show).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: serial("id").primaryKey(),
    /** `email`, `sms`, `webhook` (docs/sms.md "Forwards") or a chat app (lib/chat-apps/kinds.ts). */
    channel: varchar("channel", { length: 10 }).notNull(),
    /**
     * An e-mail address, an E.164 number or a webhook URL (docs/sms.md "Forwards"), hence text; for a chat
     * app, what screens show of its destination.
     */
    recipient: text("recipient").notNull(),
    /** A chat app's destination, sealed (lib/chat-apps/destination.ts): only its channel opens it. */
    sealedRecipient: text("sealed_recipient"),
    subject: text("subject"),
    body: text("body").notNull(),
    html: text("html"),
    /** Kept so a retry sends the same message. */
    replyTo: varchar("reply_to", { length: 255 }),
    /** Extra e-mail headers by name (a status page's `List-Unsubscribe`, RFC 8058); null: none. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Files sent with an e-mail, in Resend's shape (`content` base64), kept so a retry sends the same bytes; null: none. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>(),
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    providerMessageId: varchar("provider_message_id", { length: 255 }),
    /** When a `failed` message is tried again; null once sent or out of retries. */
    nextAttemptAt: at("next_attempt_at"),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (t) => [
    index("outbox_messages_retry_idx").on(t.status, t.nextAttemptAt),
    // /email-test's outbox pages (all or one status), its search, and retention's batches.
    index("outbox_messages_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
    index("outbox_messages_status_created_id_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("outbox_messages_search_trgm_idx").using("gin", sql`(${outboxSearchText(t)}) gin_trgm_ops`),
  ],
);

/** What the outbox list searches: recipient and subject (docs/decisions/data-and-jobs.md "Server-paged lists"; see `searchText`). */
export function outboxSearchText(t: Record<"recipient" | "subject", AnyPgColumn>): SQL {
  return searchText([t.recipient, t.subject]);
}

/** A file attached to an e-mail: its name and its bytes in base64 (Resend's `attachments[]`). */
export interface EmailAttachment {
  filename: string;
  /** Base64. */
  content: string;
  /** The MIME type with its parameters (an invite's `text/calendar; method=REQUEST`, RFC 6047 §2.4); else from the file name. */
  contentType?: string;
}

export type TodoItem = typeof todoItems.$inferSelect;
export type ErrorLog = typeof errorLogs.$inferSelect;
export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type EmailScheduler = typeof emailScheduler.$inferSelect;
export type WeeklyReport = typeof weeklyReports.$inferSelect;
