/**
 * Fleet health alerts and fleet-wide error issues (docs/federation-protocol.md "Alert rules",
 * docs/decisions/federation-and-health.md "Alerts and fleet issues").
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt, updatedAt } from "./columns";
import { federatedSites } from "./federation";
import { outboxMessages } from "./outbox";
import { todoItems } from "./todos";

/**
 * Where alerts go. `kind` is `email`, `sms`, `webhook` or a chat app (lib/chat-apps/kinds.ts); `target`
 * the address, the E.164 number or the URL, or what a chat app's destination may show (its masked
 * webhook URL, Telegram's chat id, ntfy's server). Webhooks are signed like the routing console's
 * forwards (docs/sms.md "Forwards"), so no secret is kept for them; a chat app's whole destination,
 * credential included, is `sealedTarget` (AES-256-GCM, lib/chat-apps/destination.ts). An e-mail or SMS
 * channel may follow a team member (`memberId`): it sends to their current e-mail or phone number, and
 * `target` holds the address they had when the channel was saved (lib/alerts/member-destination.ts).
 */
export const notificationChannels = pgTable(
  "notification_channels",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    kind: varchar("kind", { length: 10 }).notNull(),
    target: text("target").notNull(),
    sealedTarget: text("sealed_target"),
    memberId: integer("member_id").references(() => users.id, { onDelete: "set null" }),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "notification_channels_kind_check",
      sql`${t.kind} in ('email', 'sms', 'webhook', 'slack', 'discord', 'teams', 'telegram', 'ntfy')`,
    ),
    // A chat app's destination is sealed; the other kinds keep none.
    check(
      "notification_channels_sealed_target_check",
      sql`(${t.sealedTarget} is not null) = (${t.kind} in ('slack', 'discord', 'teams', 'telegram', 'ntfy'))`,
    ),
    check("notification_channels_member_check", sql`${t.memberId} is null or ${t.kind} in ('email', 'sms')`),
  ],
);

/**
 * One row per rule kind (lib/alerts/rules.ts). `throttleMinutes` is the window of one alert per subject
 * (5 minutes to 30 days); `certificateDays` belongs to `certificate_expiring`, `spikeCount` and
 * `spikeMinutes` (N errors in M minutes) to `error_spike`.
 */
export const alertRules = pgTable(
  "alert_rules",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 30 }).notNull().unique(),
    enabled: boolean("enabled").notNull().default(true),
    throttleMinutes: integer("throttle_minutes").notNull().default(30),
    certificateDays: integer("certificate_days").notNull().default(14),
    spikeCount: integer("spike_count").notNull().default(10),
    spikeMinutes: integer("spike_minutes").notNull().default(10),
    updatedAt: updatedAt(),
  },
  (t) => [check("alert_rules_throttle_check", sql`${t.throttleMinutes} between 5 and 43200`)],
);

/** The channels each rule sends to. */
export const alertRuleChannels = pgTable(
  "alert_rule_channels",
  {
    ruleId: integer("rule_id")
      .notNull()
      .references(() => alertRules.id, { onDelete: "cascade" }),
    channelId: integer("channel_id")
      .notNull()
      .references(() => notificationChannels.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.channelId] })],
);

/**
 * The throttle's state per rule and subject (`site:12`, `issue:7`): when it last sent, and for
 * `site_down` whether its "back up" is still owed (`open`). Claimed by one conditional upsert, so
 * concurrent raises of one alert send it once (lib/alerts/throttle.ts).
 */
export const alertThrottles = pgTable(
  "alert_throttles",
  {
    rule: varchar("rule", { length: 30 }).notNull(),
    subject: varchar("subject", { length: 100 }).notNull(),
    lastSentAt: at("last_sent_at").notNull(),
    open: boolean("open").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.rule, t.subject] })],
);

/**
 * What was alerted: one row per recipient of a sent alert (its outbox row gives the delivery state), or
 * one row with `suppressed` set when the throttle held it back. `at` is the event's time.
 */
export const alertHistory = pgTable(
  "alert_history",
  {
    id: serial("id").primaryKey(),
    rule: varchar("rule", { length: 30 }).notNull(),
    siteId: integer("site_id").references(() => federatedSites.id, { onDelete: "set null" }),
    subject: varchar("subject", { length: 100 }).notNull(),
    title: text("title").notNull(),
    at: at("at").notNull(),
    suppressed: boolean("suppressed").notNull().default(false),
    channelId: integer("channel_id").references(() => notificationChannels.id, { onDelete: "set null" }),
    channelKind: varchar("channel_kind", { length: 10 }),
    recipient: text("recipient"),
    outboxMessageId: integer("outbox_message_id").references(() => outboxMessages.id, { onDelete: "set null" }),
    /** Why a channel got no message ("Ann Lee is deactivated"); null when it got one. */
    skippedReason: text("skipped_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("alert_history_at_id_idx").on(t.at.desc(), t.id.desc()),
    index("alert_history_rule_at_id_idx").on(t.rule, t.at.desc(), t.id.desc()),
  ],
);

/**
 * One issue per error fingerprint across the fleet (lib/error-monitor/fingerprint.ts): the sites' collected
 * errors and this app's own. `regressedAt` is set when it comes back after being resolved; `todoId` is
 * the Weekly TODO made for it.
 */
export const fleetIssues = pgTable(
  "fleet_issues",
  {
    id: serial("id").primaryKey(),
    fingerprint: varchar("fingerprint", { length: 64 }).notNull().unique(),
    errorType: varchar("error_type", { length: 100 }).notNull(),
    message: text("message").notNull(),
    severity: varchar("severity", { length: 20 }).notNull(),
    occurrences: integer("occurrences").notNull().default(0),
    firstSeenAt: at("first_seen_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
    resolved: boolean("resolved").notNull().default(false),
    resolvedAt: at("resolved_at"),
    resolvedBy: varchar("resolved_by", { length: 100 }),
    regressedAt: at("regressed_at"),
    todoId: integer("todo_id").references(() => todoItems.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("fleet_issues_last_seen_id_idx").on(t.lastSeenAt.desc(), t.id.desc()),
    index("fleet_issues_unresolved_last_seen_id_idx")
      .on(t.lastSeenAt.desc(), t.id.desc())
      .where(sql`not ${t.resolved}`),
    index("fleet_issues_message_trgm_idx").using("gin", sql`${t.message} gin_trgm_ops`),
  ],
);

/** An issue's count per source: a federated site, or this app when `siteId` is null. */
export const fleetIssueSites = pgTable(
  "fleet_issue_sites",
  {
    id: serial("id").primaryKey(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => fleetIssues.id, { onDelete: "cascade" }),
    siteId: integer("site_id").references(() => federatedSites.id, { onDelete: "cascade" }),
    occurrences: integer("occurrences").notNull().default(0),
    firstSeenAt: at("first_seen_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
  },
  (t) => [unique("fleet_issue_sites_issue_site_unique").on(t.issueId, t.siteId).nullsNotDistinct()],
);

export type NotificationChannel = typeof notificationChannels.$inferSelect;
export type AlertRule = typeof alertRules.$inferSelect;
export type AlertHistoryRow = typeof alertHistory.$inferSelect;
export type FleetIssue = typeof fleetIssues.$inferSelect;
