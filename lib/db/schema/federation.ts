/**
 * The federated hub: remote sites, what is synced from them, and broadcast commands (spec:
 * docs/spec/operator-console.md §3); plus the remote-site side of this app: the key it accepts and the
 * analytics it records about itself (docs/federation-protocol.md).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
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
  /** Normalized (no trailing slash); unique so one site cannot be registered twice under two names. */
  siteUrl: text("site_url").notNull().unique(),
  /** The site's key, AES-256-GCM encrypted (`lib/federation/keys.ts`): the hub must present it to the site. */
  apiKey: text("api_key").notNull().unique(),
  /** SHA-256 (hex) of the key, for lookups by key without decrypting. */
  apiKeyHash: varchar("api_key_hash", { length: 64 }).unique(),
  description: text("description"),
  isActive: boolean("is_active").notNull().default(true),
  /** Who received the key of a self-registered site. */
  adminEmail: varchar("admin_email", { length: 255 }),
  /** Last sync that stored data (success or partial). */
  lastSync: at("last_sync"),
  lastDeploymentDate: at("last_deployment_date"),
  /** When the current sync lease ends; a lease keeps concurrent sync runs off the site (`lib/federation/lease.ts`). */
  syncLeaseUntil: at("sync_lease_until"),
  /** When the latest sync of the site started (database clock). */
  syncStartedAt: at("sync_started_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const siteId = () =>
  integer("site_id")
    .notNull()
    .references(() => federatedSites.id, { onDelete: "cascade" });

const federatedAnalyticsColumns = {
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
  /** Midnight UTC of the day the figures describe. */
  dataDate: at("data_date").notNull().defaultNow(),
  syncedAt: at("synced_at").notNull().defaultNow(),
};

export const federatedAnalytics = pgTable("federated_analytics", federatedAnalyticsColumns, (t) => [
  unique("federated_analytics_site_date_unique").on(t.siteId, t.dataDate),
]);

const federatedTodosColumns = {
  id: serial("id").primaryKey(),
  siteId: siteId(),
  title: text("title").notNull(),
  description: text("description"),
  category: varchar("category", { length: 50 }),
  priority: varchar("priority", { length: 20 }),
  status: varchar("status", { length: 20 }),
  /** Added: the spec's collected TODO carries `assignedTo`, shown as the assignee. */
  assignedTo: varchar("assigned_to", { length: 100 }),
  dueDate: at("due_date"),
  updatedAt: at("updated_at"),
  syncedAt: at("synced_at").notNull().defaultNow(),
};

// The hub's lists read newest first, fleet-wide or for one site (docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync").
export const federatedTodos = pgTable("federated_todos", federatedTodosColumns, (t) => [
  index("federated_todos_synced_id_idx").on(t.syncedAt.desc(), t.id.desc()),
  index("federated_todos_site_synced_id_idx").on(t.siteId, t.syncedAt.desc(), t.id.desc()),
]);

const federatedErrorsColumns = {
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
};

export const federatedErrors = pgTable("federated_errors", federatedErrorsColumns, (t) => [
  index("federated_errors_synced_id_idx").on(t.syncedAt.desc(), t.id.desc()),
  index("federated_errors_site_synced_id_idx").on(t.siteId, t.syncedAt.desc(), t.id.desc()),
  // Per-site health and counts read only open errors, a small part of the table.
  index("federated_errors_site_unresolved_idx")
    .on(t.siteId, t.severity)
    .where(sql`not ${t.isResolved}`),
]);

const federatedFeaturesColumns = {
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
};

export const federatedFeatures = pgTable("federated_features", federatedFeaturesColumns, (t) => [
  unique("federated_features_site_feature_unique").on(t.siteId, t.featureName),
  index("federated_features_synced_id_idx").on(t.syncedAt.desc(), t.id.desc()),
  index("federated_features_site_synced_id_idx").on(t.siteId, t.syncedAt.desc(), t.id.desc()),
]);

const federatedSyncReportsColumns = {
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
};

export const federatedSyncReports = pgTable("federated_sync_reports", federatedSyncReportsColumns, (t) => [
  // A site's latest reports in the order health, the alerts and the per-site list read them: no sort per
  // site (docs/decisions/data-and-jobs.md "Server-paged lists": the v2 hub's fleet health over 1,000 sites, 20–29 ms → 10–11 ms; replaces (site_id, sync_date)).
  index("federated_sync_reports_site_date_id_idx").on(t.siteId, t.syncDate.desc(), t.id.desc()),
  // Recent sync reports newest first, and retention's batches (lib/maintenance/purge-old-rows.ts).
  index("federated_sync_reports_date_id_idx").on(t.syncDate.desc(), t.id.desc()),
]);

const federatedCommandsColumns = {
  id: serial("id").primaryKey(),
  commandText: text("command_text").notNull(),
  description: text("description"),
  createdBy: varchar("created_by", { length: 100 }),
  createdAt: createdAt(),
  scheduledFor: at("scheduled_for"),
  status: varchar("status", { length: 20 }).notNull().default("pending"),
};

export const federatedCommands = pgTable("federated_commands", federatedCommandsColumns, (t) => [
  // Command History newest first, and the commands still in flight, which its poll's
  // version watches (lib/federation/poll.ts).
  index("federated_commands_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
  index("federated_commands_in_flight_idx")
    .on(t.id)
    .where(sql`${t.status} in ('pending', 'broadcasting')`),
]);

const commandResponseColumns = {
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
};

export const federatedCommandResponses = pgTable("federated_command_responses", commandResponseColumns, (t) => [
  index("federated_command_responses_command_idx").on(t.commandId),
  // Retention's batches (lib/maintenance/purge-old-rows.ts).
  index("federated_command_responses_created_idx").on(t.createdAt),
]);

/**
 * Added: the key this app accepts when a hub calls its remote-site endpoints (besides
 * `FEDERATION_SITE_KEY`). Only the SHA-256 is kept; setting a new key replaces the old one.
 */
export const remoteSiteKeys = pgTable("remote_site_keys", {
  id: serial("id").primaryKey(),
  keyHash: varchar("key_hash", { length: 64 }).notNull().unique(),
  createdBy: varchar("created_by", { length: 100 }),
  createdAt: createdAt(),
});

/**
 * Added: this app's own analytics, one row of counters per UTC day, served to hubs by
 * `GET /api/federated/sync`. `engagedViews` counts landing page views with at least one click (bounce
 * rate = 1 − engaged ÷ views); page load time is kept as a sum (ms) and a sample count to average.
 */
export const siteAnalyticsDaily = pgTable("site_analytics_daily", {
  day: date("day", { mode: "string" }).primaryKey(),
  landingPageViews: integer("landing_page_views").notNull().default(0),
  landingPageClicks: integer("landing_page_clicks").notNull().default(0),
  engagedViews: integer("engaged_views").notNull().default(0),
  loginAttempts: integer("login_attempts").notNull().default(0),
  successfulLogins: integer("successful_logins").notNull().default(0),
  pageLoadTimeTotalMs: bigint("page_load_time_total_ms", { mode: "number" }).notNull().default(0),
  pageLoadSamples: integer("page_load_samples").notNull().default(0),
  /** Highest number of users with a live session seen when the day's figures were served. */
  activeUsers: integer("active_users").notNull().default(0),
  updatedAt: updatedAt(),
});

export type FederatedSite = typeof federatedSites.$inferSelect;
export type FederatedSyncReport = typeof federatedSyncReports.$inferSelect;
export type FederatedCommand = typeof federatedCommands.$inferSelect;
export type FederatedCommandResponse = typeof federatedCommandResponses.$inferSelect;
