/**
 * Announces that topics changed, inside the transaction that changed them: `pg_notify` is transactional,
 * so listeners on every instance hear it when the transaction commits and never when it rolls back, and
 * PostgreSQL folds identical notifications of one transaction into one.
 * https://www.postgresql.org/docs/current/sql-notify.html
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import type { LiveTopic } from "./topics";

/** The notification channel every instance's live hub listens on. */
export const LIVE_CHANNEL = "live_changes";

/** Queues one notification per topic in `tx` (or autocommits on `db`); a no-op without topics. */
export async function publishChange(tx: Database, ...topics: LiveTopic[]): Promise<void> {
  if (topics.length === 0) return;
  const list = sql.join(
    topics.map((topic) => sql`(${topic})`),
    sql`, `,
  );
  // Raw SQL: a function called over a VALUES list, which the query builder has no words for.
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, topic) from (values ${list}) as changed(topic)`);
}

/**
 * The notification of `topic` (an SQL text expression that yields a registered topic, e.g.
 * `'lead:' || leads.id`) as an expression, for a write that folds it into its own statement and so
 * saves a round trip (the SMS webhook's statements).
 */
export function liveNotifySql(topic: SQL): SQL {
  return sql`pg_notify(${LIVE_CHANNEL}, ${topic})`;
}
