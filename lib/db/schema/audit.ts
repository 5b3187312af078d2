/**
 * The audit log (docs/decisions/auth-and-roles.md "Audit log"): one append-only row per attempted change, written by
 * lib/audit/record-audit.ts in the same transaction as the change. A trigger (drizzle/0021_team-owners-audit-append-only.sql) refuses
 * updates, and deletes outside the retention purge; the one update it lets through adds one to `count` of
 * an aggregated row (anonymous failures, lib/audit/record-audit.ts `recordAnonymousFailure`).
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  serial,
  timestamp,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { searchText } from "./columns";

/** How an attempt ended: done, refused (no permission, bad input, a rule), or failed on our side. */
export const AUDIT_OUTCOMES = ["ok", "refused", "error"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The audit log's search text: who, what and on which row. Its trigram index is built from the same expression. */
export const auditSearchText = (t: {
  actorUsername: AnyPgColumn;
  action: AnyPgColumn;
  targetType: AnyPgColumn;
  targetId: AnyPgColumn;
}) => searchText([t.actorUsername, t.action, t.targetType, t.targetId]);

/**
 * A person's row, not a scheduled job's (`system`, no user id): /audit-log's default view. Its partial index is
 * built on the same expression, so the planner matches the query to it.
 */
export const auditByPeople = (t: { actorId: AnyPgColumn; actorUsername: AnyPgColumn }) =>
  sql`(${t.actorId} is not null or ${t.actorUsername} <> 'system')`;

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    /** The change's transaction time (database clock). */
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The user who acted; null for the system (cron jobs) and for a sign-in by an unknown username. No foreign key: the history outlives the user. */
    actorId: integer("actor_id"),
    /** The username at the time, or `system`. */
    actorUsername: varchar("actor_username", { length: 50 }).notNull(),
    /** The permission key (lib/auth/permissions.ts) or an event name (`auth.sign-in`, `job.<name>`). */
    action: varchar("action", { length: 64 }).notNull(),
    targetType: varchar("target_type", { length: 32 }),
    targetId: varchar("target_id", { length: 64 }),
    /** The client address by lib/request-ip.ts's rules. */
    ipAddress: varchar("ip_address", { length: 45 }),
    userAgent: varchar("user_agent", { length: 300 }),
    outcome: varchar("outcome", { length: 8 }).$type<AuditOutcome>().notNull(),
    /** For `refused` and `error`: the error code (`forbidden`, `invalid`, `not_found`, `internal`…). */
    reason: varchar("reason", { length: 32 }),
    /** The submitted fields, redacted (lib/audit/redact.ts): never a secret, text cut short. */
    changes: jsonb("changes"),
    /** Attempts this row stands for: 1, or more for an aggregated row of anonymous failures. */
    count: integer("count").notNull().default(1),
    /**
     * An aggregated row's key (action, method, address, actor, reason and window); null for every other
     * row. Unique, so concurrent failures of one key land on one row.
     */
    aggregateKey: varchar("aggregate_key", { length: 200 }),
  },
  (t) => [
    check("audit_log_outcome_check", sql`${t.outcome} in ('ok', 'refused', 'error')`),
    // /audit-log's pages: all rows, by actor, by action, by target; retention deletes by `at`.
    index("audit_log_at_id_idx").on(t.at.desc(), t.id.desc()),
    // The default view leaves out the jobs' rows, several a minute: its own index skips them.
    index("audit_log_people_at_id_idx").on(t.at.desc(), t.id.desc()).where(auditByPeople(t)),
    index("audit_log_actor_at_id_idx").on(t.actorId, t.at.desc(), t.id.desc()),
    index("audit_log_action_at_id_idx").on(t.action, t.at.desc(), t.id.desc()),
    index("audit_log_target_at_id_idx").on(t.targetType, t.targetId, t.at.desc(), t.id.desc()),
    uniqueIndex("audit_log_aggregate_key_idx")
      .on(t.aggregateKey)
      .where(sql`${t.aggregateKey} is not null`),
    index("audit_log_search_trgm_idx").using("gin", sql`(${auditSearchText(t)}) gin_trgm_ops`),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;
