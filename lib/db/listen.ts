/**
 * LISTEN on a dedicated PostgreSQL connection, outside the pool: a pooled connection is handed to other
 * queries between uses and would drop the subscription. The connection is reopened with backoff when it
 * drops (a restart, a failover, `pg_terminate_backend`); notifications sent while it was down are lost, so
 * every reconnection is reported to the subscriber as `null` ("changes may have been missed").
 * PostgreSQL: https://www.postgresql.org/docs/current/sql-listen.html
 */
import { Client } from "pg";
import { logDatabaseOutage } from "./unavailable";

/** Stops listening and closes the connection. */
export type Unlisten = () => Promise<void>;

/** A notification's payload, or `null` after a reconnection (notifications may have been missed). */
export type NotificationHandler = (payload: string | null) => void;

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 10_000;

/**
 * Listens on `channel` (an SQL identifier; only constants of ours are passed) over its own connection to
 * `url`, calling `onNotification` for each notification on it. Resolves once the first attempt has ended:
 * when it succeeded, nothing committed afterwards is missed; when it failed, the later connection reports
 * `null`. Never rejects: connection failures are logged as a database outage and retried.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  connectTimeoutMs: number,
  onNotification: NotificationHandler,
): Promise<Unlisten> {
  let current: Client | null = null;
  let stopped = false;
  let everAttempted = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const retryLater = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };

  const connect = async () => {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    client.on("notification", (message) => {
      if (message.channel === channel) onNotification(message.payload ?? "");
    });
    client.on("error", (error) => logDatabaseOutage(error, "the LISTEN connection"));
    client.on("end", () => {
      if (current !== client) return;
      current = null;
      retryLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      logDatabaseOutage(error, "the LISTEN connection");
      client.end().catch(() => undefined);
      everAttempted = true;
      retryLater();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    retryMs = FIRST_RETRY_MS;
    if (everAttempted) onNotification(null);
    everAttempted = true;
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
