/**
 * Incidents and scheduled maintenance (docs/federation-protocol.md "Incidents and maintenance"): an
 * incident affects sites and carries its public updates; a site that goes down opens one automatically
 * (one per outage) and its recovery resolves it. A maintenance window, one-off or weekly, suppresses down
 * alerts and incidents for its sites while it lasts, and the status pages announce it in advance.
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
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { fleetIssues } from "./alerts";
import { at, createdAt, updatedAt } from "./columns";
import { federatedSites } from "./federation";

/** An incident's stages, Statuspage's words: the last one ends it. */
export const INCIDENT_STATUSES = ["investigating", "identified", "monitoring", "resolved"] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** How much it hurts, least first. */
export const INCIDENT_IMPACTS = ["none", "minor", "major", "critical"] as const;
export type IncidentImpact = (typeof INCIDENT_IMPACTS)[number];

export const incidents = pgTable(
  "incidents",
  {
    id: serial("id").primaryKey(),
    /** Public: shown on every page that shows an affected site. */
    title: varchar("title", { length: 200 }).notNull(),
    status: varchar("status", { length: 20 }).$type<IncidentStatus>().notNull().default("investigating"),
    impact: varchar("impact", { length: 10 }).$type<IncidentImpact>().notNull().default("major"),
    startedAt: at("started_at").notNull(),
    resolvedAt: at("resolved_at"),
    /** What happened and what changes, written after it (public). */
    postmortem: text("postmortem"),
    /**
     * Set on an incident opened by an outage: the site and the time its monitor declared it down (its
     * `down_since`, which is also its `site_down` alert's time). Unique together: one incident per outage.
     */
    outageSiteId: integer("outage_site_id").references(() => federatedSites.id, { onDelete: "set null" }),
    outageStartedAt: at("outage_started_at"),
    /** The open fleet issue on the site when the outage began, if any. */
    fleetIssueId: integer("fleet_issue_id").references(() => fleetIssues.id, { onDelete: "set null" }),
    /** The admin who opened it; null when an outage did. */
    createdBy: varchar("created_by", { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("incidents_outage_unique")
      .on(t.outageSiteId, t.outageStartedAt)
      .where(sql`${t.outageStartedAt} is not null`),
    index("incidents_started_id_idx").on(t.startedAt.desc(), t.id.desc()),
    index("incidents_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    check("incidents_resolved_check", sql`(${t.status} = 'resolved') = (${t.resolvedAt} is not null)`),
  ],
);

/** The sites an incident affects. */
export const incidentSites = pgTable(
  "incident_sites",
  {
    incidentId: integer("incident_id")
      .notNull()
      .references(() => incidents.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => federatedSites.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.incidentId, t.siteId] }), index("incident_sites_site_idx").on(t.siteId)],
);

/** One public update of an incident: its status at that moment and what was said. */
export const incidentUpdates = pgTable(
  "incident_updates",
  {
    id: serial("id").primaryKey(),
    incidentId: integer("incident_id")
      .notNull()
      .references(() => incidents.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 20 }).$type<IncidentStatus>().notNull(),
    body: text("body").notNull(),
    /** The admin who posted it; null when the monitor did. */
    createdBy: varchar("created_by", { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [index("incident_updates_incident_idx").on(t.incidentId, t.createdAt)],
);

/**
 * Planned work on some sites: [startsAt, endsAt) once, or every week at the same wall-clock time in
 * `timeZone` (so a 02:00 window stays at 02:00 across daylight-saving changes) until `repeatUntil`.
 */
export const maintenanceWindows = pgTable(
  "maintenance_windows",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 200 }).notNull(),
    /** Public: what is done and what visitors may notice. */
    description: text("description").notNull().default(""),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    repeatsWeekly: boolean("repeats_weekly").notNull().default(false),
    /** The last moment a weekly window may start; null: no end. */
    repeatUntil: at("repeat_until"),
    timeZone: varchar("time_zone", { length: 64 }).notNull().default("UTC"),
    createdBy: varchar("created_by", { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("maintenance_windows_range_check", sql`${t.endsAt} > ${t.startsAt}`),
    // A weekly window shorter than the week, so two occurrences never overlap.
    check(
      "maintenance_windows_weekly_check",
      sql`not ${t.repeatsWeekly} or ${t.endsAt} - ${t.startsAt} < interval '7 days'`,
    ),
    index("maintenance_windows_starts_id_idx").on(t.startsAt.desc(), t.id.desc()),
  ],
);

/** The sites a maintenance window covers. */
export const maintenanceWindowSites = pgTable(
  "maintenance_window_sites",
  {
    maintenanceId: integer("maintenance_id")
      .notNull()
      .references(() => maintenanceWindows.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => federatedSites.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.maintenanceId, t.siteId] }),
    index("maintenance_window_sites_site_idx").on(t.siteId),
  ],
);

export type Incident = typeof incidents.$inferSelect;
export type IncidentUpdate = typeof incidentUpdates.$inferSelect;
export type MaintenanceWindowRow = typeof maintenanceWindows.$inferSelect;
