/** The federated hub: remote sites, what is synced from them, and broadcast commands (spec: operator-console.md §3). */
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { at, createdAt, updatedAt } from "./columns";

export const federatedSites = pgTable("federated_sites", {
  id: serial("id").primaryKey(),
  siteName: varchar("site_name", { length: 255 }).notNull().unique(),
  siteUrl: text("site_url").notNull(),
  apiKey: text("api_key").notNull().unique(),
  description: text("description"),
  isActive: boolean("is_active").notNull().default(true),
  lastSync: at("last_sync"),
  lastDeploymentDate: at("last_deployment_date"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const siteId = () =>
  integer("site_id")
    .notNull()
    .references(() => federatedSites.id, { onDelete: "cascade" });

export const federatedAnalytics = pgTable("federated_analytics", {
  id: serial("id").primaryKey(),
  siteId: siteId(),
  siteName: varchar("site_name", { length: 255 }).notNull(),
  landingPageViews: integer("landing_page_views").notNull().default(0),
  landingPageClicks: integer("landing_page_clicks").notNull().default(0),
  loginAttempts: integer("login_attempts").notNull().default(0),
  successfulLogins: integer("successful_logins").notNull().default(0),
  activeUsers: integer("active_users").notNull().default(0),
  pageLoadTime: numeric("page_load_time", { precision: 5, scale: 2 }),
  bounceRate: numeric("bounce_rate", { precision: 3, scale: 2 }),
  conversionRate: numeric("conversion_rate", { precision: 3, scale: 2 }),
  totalUsers: integer("total_users").notNull().default(0),
  dataDate: at("data_date").notNull().defaultNow(),
  syncedAt: at("synced_at").notNull().defaultNow(),
});

export const federatedTodos = pgTable("federated_todos", {
  id: serial("id").primaryKey(),
  siteId: siteId(),
  title: text("title").notNull(),
  description: text("description"),
  category: varchar("category", { length: 50 }),
  priority: varchar("priority", { length: 20 }),
  status: varchar("status", { length: 20 }),
  dueDate: at("due_date"),
  updatedAt: at("updated_at"),
  syncedAt: at("synced_at").notNull().defaultNow(),
});

export const federatedErrors = pgTable("federated_errors", {
  id: serial("id").primaryKey(),
  siteId: siteId(),
  errorMessage: text("error_message").notNull(),
  stackTrace: text("stack_trace"),
  severity: varchar("severity", { length: 20 }),
  errorType: varchar("error_type", { length: 100 }),
  userContext: jsonb("user_context"),
  requestContext: jsonb("request_context"),
  isResolved: boolean("is_resolved").notNull().default(false),
  resolvedBy: varchar("resolved_by", { length: 100 }),
  resolvedAt: at("resolved_at"),
  createdAt: at("created_at"),
  syncedAt: at("synced_at").notNull().defaultNow(),
});

export const federatedFeatures = pgTable("federated_features", {
  id: serial("id").primaryKey(),
  siteId: siteId(),
  featureName: varchar("feature_name", { length: 255 }).notNull(),
  description: text("description"),
  status: varchar("status", { length: 20 }).notNull().default("active"),
  version: varchar("version", { length: 50 }),
  category: varchar("category", { length: 50 }),
  lastUpdated: at("last_updated"),
  createdAt: createdAt(),
  syncedAt: at("synced_at").notNull().defaultNow(),
},
(t) => [unique("federated_features_site_feature_unique").on(t.siteId, t.featureName)],
);

export const federatedSyncReports = pgTable("federated_sync_reports", {
  id: serial("id").primaryKey(),
  siteId: siteId(),
  syncType: varchar("sync_type", { length: 20 }).notNull().default("full"),
  syncDate: at("sync_date").notNull().defaultNow(),
  todosCollected: integer("todos_collected").notNull().default(0),
  errorsCollected: integer("errors_collected").notNull().default(0),
  featuresCollected: integer("features_collected").notNull().default(0),
  syncStatus: varchar("sync_status", { length: 20 }).notNull(),
  errorMessage: text("error_message"),
  /** Milliseconds. */
  syncDuration: integer("sync_duration"),
  createdAt: createdAt(),
});

export const federatedCommands = pgTable("federated_commands", {
  id: serial("id").primaryKey(),
  commandText: text("command_text").notNull(),
  description: text("description"),
  createdBy: varchar("created_by", { length: 100 }),
  createdAt: createdAt(),
  scheduledFor: at("scheduled_for"),
  status: varchar("status", { length: 20 }).notNull().default("pending"),
});

export const federatedCommandResponses = pgTable("federated_command_responses", {
  id: serial("id").primaryKey(),
  commandId: integer("command_id")
    .notNull()
    .references(() => federatedCommands.id, { onDelete: "cascade" }),
  siteId: siteId(),
  response: text("response"),
  status: varchar("status", { length: 20 }).notNull().default("pending"),
  executedAt: at("executed_at"),
  /** Milliseconds. */
  responseTime: integer("response_time"),
  errorMessage: text("error_message"),
  createdAt: createdAt(),
});

export type FederatedSite = typeof federatedSites.$inferSelect;
