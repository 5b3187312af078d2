/**
 * The audit writer (docs/decisions/auth-and-roles.md "Audit log"): one `audit_log` row per attempted change, through the
 * caller's transaction so it commits or rolls back with the change. The action wrappers (lib/action.ts,
 * lib/auth/route.ts) call it for every audited permission; sign-ins and cron jobs call it directly.
 * Every row's `changes` go through `redactChanges`, so no caller can store a secret.
 *
 * A failure of an anonymous caller (`aggregate`: a refused sign-in step) is aggregated: one row per action,
 * kind, address, account and reason per `AGGREGATE_WINDOW_SECONDS`, whose `count` says how many attempts it
 * stands for (docs/decisions/auth-and-roles.md "Limits that hold under parallel requests"), so no caller can add rows
 * faster than the accounts and windows allow, however many requests it sends.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { auditLog, type AuditOutcome } from "@/lib/db/schema";
import { redactChanges } from "./redact";

/**
 * Who acted: a user (id and username now), or the system (a cron job). A sign-in by a username no
 * account has is recorded with that username and no id.
 */
export type AuditActor = { id: number | null; username: string } | "system";

/** The request an action came with. */
export interface AuditRequest {
  /** The client address (lib/request-ip.ts). */
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** One attempted change. */
export interface AuditEntry extends AuditRequest {
  actor: AuditActor;
  /** The permission key, or an event name such as `auth.sign-in` or `job.outbox-retry`. */
  action: string;
  target?: { type: string; id?: string | number | null } | null;
  outcome: AuditOutcome;
  /** Why it was refused or failed: the error code. */
  reason?: string | null;
  /** The submitted fields; redacted before they are stored. */
  changes?: unknown;
  /**
   * Set for a refusal of an anonymous caller: the kind of attempt (e.g. the sign-in method), which joins
   * the action, address, account, reason and window in the row's aggregate key.
   */
  aggregate?: string;
}

/** The window anonymous failures are aggregated over, in seconds: the sign-in limits' 15 minutes. */
export const AGGREGATE_WINDOW_SECONDS = 15 * 60;

/** The username recorded for the system's own work. */
export const SYSTEM_ACTOR = "system";

const cut = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/**
 * Appends `entry` through `tx` (a transaction, or the database for a row of its own).
 * @throws when the insert fails; inside a transaction the change then rolls back with it.
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  const actor = entry.actor === "system" ? { id: null, username: SYSTEM_ACTOR } : entry.actor;
  const targetId = entry.target?.id;
  const row = {
    actorId: actor.id,
    actorUsername: actor.username.slice(0, 50),
    action: entry.action.slice(0, 64),
    targetType: cut(entry.target?.type, 32),
    targetId: targetId === undefined || targetId === null ? null : String(targetId).slice(0, 64),
    ipAddress: cut(entry.ipAddress, 45),
    userAgent: cut(entry.userAgent, 300),
    outcome: entry.outcome,
    reason: cut(entry.reason, 32),
    changes: redactChanges(entry.changes),
  };
  if (entry.aggregate === undefined || entry.outcome === "ok") {
    await tx.insert(auditLog).values(row);
    return;
  }
  // The window is the database clock's, so every instance puts one window's failures on one row.
  const parts = [row.action, entry.aggregate, row.ipAddress ?? "", row.actorId ?? "-", row.reason ?? ""];
  const aggregateKey = sql`${parts.join("|").slice(0, 180)} || '|' || floor(extract(epoch from now()) / ${AGGREGATE_WINDOW_SECONDS})::bigint`;
  await tx
    .insert(auditLog)
    .values({ ...row, aggregateKey })
    .onConflictDoUpdate({
      target: auditLog.aggregateKey,
      targetWhere: sql`${auditLog.aggregateKey} is not null`,
      set: { count: sql`${auditLog.count} + 1` },
    });
}
