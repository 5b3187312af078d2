/**
 * Uptime checks of the federated sites (docs/federation-protocol.md "Monitors"): one monitor per
 * site, raw heartbeats kept 7 days, then hourly rollups kept 400 days (lib/uptime/rollups.ts).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { at, createdAt, updatedAt } from "./columns";
import { federatedSites } from "./federation";

/** A monitor's state: `pending` is failing with retries left (and a monitor not checked yet). */
export const MONITOR_STATES = ["up", "down", "pending", "maintenance", "paused"] as const;
export type MonitorState = (typeof MONITOR_STATES)[number];

/** What one check found; `pending` is a failure with retries left, `maintenance` a check inside the window. */
export const HEARTBEAT_STATUSES = ["up", "down", "pending", "maintenance"] as const;
export type HeartbeatStatus = (typeof HEARTBEAT_STATUSES)[number];

export const siteMonitors = pgTable(
  "site_monitors",
  {
    /** One monitor per site: the site's id is the monitor's. */
    siteId: integer("site_id")
      .primaryKey()
      .references(() => federatedSites.id, { onDelete: "cascade" }),
    /** Path (from "/") checked on the site's URL, e.g. `/api/federated/health`; null checks the URL itself. */
    checkPath: varchar("check_path", { length: 500 }),
    intervalSeconds: integer("interval_seconds").notNull().default(60),
    timeoutMs: integer("timeout_ms").notNull().default(10_000),
    /** Failed checks in a row, after the first, before the monitor turns `down`. */
    retries: integer("retries").notNull().default(1),
    expectedStatusMin: smallint("expected_status_min").notNull().default(200),
    expectedStatusMax: smallint("expected_status_max").notNull().default(399),
    /** Text the body must contain (case-sensitive); null: any body. */
    keyword: varchar("keyword", { length: 200 }),
    /** Accept an untrusted (self-signed, expired, wrong-name) certificate; its expiry is still read. */
    ignoreTlsErrors: boolean("ignore_tls_errors").notNull().default(false),
    paused: boolean("paused").notNull().default(false),
    state: varchar("state", { length: 12 }).$type<MonitorState>().notNull().default("pending"),
    stateChangedAt: timestamp("state_changed_at", { withTimezone: true }).notNull().defaultNow(),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** When the current outage was declared (`down`); cleared by the next successful check, which raises `site_up`. */
    downSince: at("down_since"),
    /** When the monitor is next due; a claim moves it to the lease's end, so a crashed check is retried then. */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }).notNull().defaultNow(),
    /** The claim holding the monitor (lib/uptime/claim-due-monitors.ts): only its holder may record the check. */
    leaseToken: uuid("lease_token"),
    leaseUntil: at("lease_until"),
    lastCheckedAt: at("last_checked_at"),
    lastResponseMs: integer("last_response_ms"),
    lastHttpStatus: smallint("last_http_status"),
    lastError: text("last_error"),
    /** The https certificate's `valid_to` at the last check that read one, trusted or not. */
    certExpiresAt: at("cert_expires_at"),
    /** Why that certificate is not trusted: Node's TLS verify code (e.g. `DEPTH_ZERO_SELF_SIGNED_CERT`); null when trusted. */
    certError: varchar("cert_error", { length: 100 }),
    /** The certificate expiry an expiring-certificate alert was raised for, so each certificate warns once. */
    certAlertedFor: at("cert_alerted_for"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The tick's claim reads the due monitors in order of due time.
    index("site_monitors_due_idx")
      .on(t.nextCheckAt)
      .where(sql`not ${t.paused}`),
    check("site_monitors_interval_check", sql`${t.intervalSeconds} between 20 and 86400`),
    check("site_monitors_timeout_check", sql`${t.timeoutMs} between 1000 and 30000`),
    check("site_monitors_retries_check", sql`${t.retries} between 0 and 10`),
    check(
      "site_monitors_status_range_check",
      sql`${t.expectedStatusMin} between 100 and 599 and ${t.expectedStatusMax} between ${t.expectedStatusMin} and 599`,
    ),
  ],
);

/** One check of one monitor, kept 7 days. */
export const uptimeHeartbeats = pgTable(
  "uptime_heartbeats",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => siteMonitors.siteId, { onDelete: "cascade" }),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
    status: varchar("status", { length: 12 }).$type<HeartbeatStatus>().notNull(),
    /** Milliseconds until the body was read; null when no answer came (timeout, refused connection). */
    responseMs: integer("response_ms"),
    httpStatus: smallint("http_status"),
    certExpiresAt: at("cert_expires_at"),
    /** Why the check failed (scrubbed, ≤ 300 characters); null when it passed. */
    error: varchar("error", { length: 300 }),
  },
  (t) => [
    // The key is also the per-site time-range index of uptime % and the charts.
    primaryKey({ name: "uptime_heartbeats_pk", columns: [t.siteId, t.checkedAt] }),
    // Fleet-wide time ranges and the rollup's "older than 7 days": the table is append-only in time order, so BRIN stays tiny.
    index("uptime_heartbeats_checked_brin").using("brin", t.checkedAt),
  ],
);

/** One hour of one monitor's checks, rolled up from heartbeats older than 7 days; kept 400 days. */
export const uptimeRollups = pgTable(
  "uptime_rollups",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => siteMonitors.siteId, { onDelete: "cascade" }),
    /** The hour's start (UTC). */
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    upCount: integer("up_count").notNull(),
    /** Failed checks, `pending` ones included; maintenance checks count in neither. */
    downCount: integer("down_count").notNull(),
    /** Checks that measured a response time (the weight of `avgResponseMs` when hours are combined). */
    responseSamples: integer("response_samples").notNull(),
    minResponseMs: integer("min_response_ms"),
    avgResponseMs: integer("avg_response_ms"),
    maxResponseMs: integer("max_response_ms"),
  },
  (t) => [
    primaryKey({ name: "uptime_rollups_pk", columns: [t.siteId, t.hour] }),
    index("uptime_rollups_hour_idx").on(t.hour),
  ],
);

export type SiteMonitor = typeof siteMonitors.$inferSelect;
export type UptimeHeartbeat = typeof uptimeHeartbeats.$inferSelect;
export type UptimeRollup = typeof uptimeRollups.$inferSelect;
