/** The error monitor's groups of this app's errors (spec: docs/spec/operator-console.md §3). */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { at, createdAt } from "./columns";

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

export type ErrorLog = typeof errorLogs.$inferSelect;
