/**
 * The database client: embedded PGlite under `PGLITE_DIR` when `DATABASE_URL` is unset, otherwise
 * PostgreSQL through `pg`. One schema and one migration set serve both.
 *
 * The client is created once per process (kept on `globalThis` so hot reload does not open the
 * PGlite folder twice, which PGlite forbids).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { Pool } from "pg";
import { env } from "@/lib/env";
import { ambientTransaction } from "./ambient-transaction";
import { listenOnPostgres, type NotificationHandler, type Unlisten } from "./listen";
import { oneQueryAtATime } from "./one-query-at-a-time";
import * as schema from "./schema";
import { logDatabaseOutage, setDatabaseProbe } from "./unavailable";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A client and how to release it. `driver` says which migrator applies. `listen` subscribes to a
 * notification channel (`pg_notify`), reporting a reconnection as `null` (lib/db/listen.ts).
 */
export interface DbHandle {
  db: Database;
  driver: "pglite" | "pg";
  close: () => Promise<void>;
  listen: (channel: string, onNotification: NotificationHandler) => Promise<Unlisten>;
}

/**
 * Opens a database. `url` (postgres://…) selects `pg`; otherwise `dataDir` is a PGlite folder or `memory://`.
 * Creates the folder's parent first, as PGlite requires. `statementTimeoutMs` overrides
 * `DATABASE_STATEMENT_TIMEOUT_MS` for this handle (`0`: none, as migrations over years of data need).
 */
export function openDatabase(target: { url?: string; dataDir?: string; statementTimeoutMs?: number }): DbHandle {
  if (target.url) {
    const pool = new Pool({
      connectionString: target.url,
      max: 10,
      ...poolTimeouts(target.statementTimeoutMs ?? env.DATABASE_STATEMENT_TIMEOUT_MS),
    });
    // A connection that drops (a restart, pg_terminate_backend) makes its client emit `error`: the pool
    // passes an idle client's on as its own `error`, a checked-out client (mid-transaction) has no
    // listener of its own. An unheard `error` event would end the process; the query in flight fails
    // anyway and is answered 503 (lib/http/database-outage.ts).
    pool.on("error", (error) => logDatabaseOutage(error, "an idle pool connection"));
    pool.on("connect", (client) => {
      client.on("error", (error) => logDatabaseOutage(error, "a pool connection"));
      oneQueryAtATime(client);
    });
    const url = target.url;
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      driver: "pg",
      close: () => pool.end(),
      listen: async (channel, onNotification) =>
        listenOnPostgres(url, channel, env.DATABASE_CONNECT_TIMEOUT_MS, onNotification),
    };
  }
  const dataDir = target.dataDir ?? "memory://";
  // The folder comes from PGLITE_DIR at run time; the ignore comment keeps the build from tracing the whole project for it.
  if (!dataDir.startsWith("memory://"))
    mkdirSync(path.dirname(path.resolve(/* turbopackIgnore: true */ dataDir)), { recursive: true });
  // pg_trgm backs the admin lists' free-text search indexes; PostgreSQL ships it in contrib, PGlite as
  // an extension loaded here (docs/decisions/data-and-jobs.md "Server-paged lists"); btree_gist likewise backs the
  // bookings' exclusion constraint (docs/decisions/bookings.md "Bookings").
  const client = new PGlite(dataDir, { extensions: { pg_trgm, btree_gist } });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    driver: "pglite",
    close: () => client.close(),
    // One process owns an embedded database, so its notifications never drop.
    listen: async (channel, onNotification) => {
      const unlisten = await client.listen(channel, onNotification);
      return () => unlisten();
    },
  };
}

/**
 * The pool's timeouts: `DATABASE_CONNECT_TIMEOUT_MS` for a new connection, and `statementMs`
 * (`DATABASE_STATEMENT_TIMEOUT_MS` unless overridden) as the server's `statement_timeout` (lock waits count) with a client-side
 * `query_timeout` 5 s later, which also ends a query whose connection went silent without a reset.
 */
function poolTimeouts(statementMs: number): {
  connectionTimeoutMillis: number;
  statement_timeout?: number;
  query_timeout?: number;
} {
  return {
    connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
    ...(statementMs > 0 ? { statement_timeout: statementMs, query_timeout: statementMs + 5_000 } : {}),
  };
}

const globalForDb = globalThis as unknown as { __dbHandle?: DbHandle };

/**
 * The process-wide handle configured by the environment, opened on first use: importing this module
 * (as `next build` does while collecting pages) never opens the database.
 * @throws Error while `next build` runs: the build needs no database, so a page that reads one at build
 * time fails the build here rather than depending on whatever database the build machine can reach
 * (docs/decisions/data-and-jobs.md "The build needs no database, and no address").
 */
export function getDbHandle(): DbHandle {
  if (env.isBuildPhase) {
    throw new Error(
      "next build read the database. The build needs none: read public data through cachedRead (lib/cache/cached-read.ts), " +
        "which answers a placeholder at build time, or render the page on request.",
    );
  }
  if (!globalForDb.__dbHandle) {
    const handle = openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
    // During an outage, this asks the database whether it answers again (lib/db/unavailable.ts).
    if (handle.driver === "pg") setDatabaseProbe(() => handle.db.execute(sql`select 1`));
    globalForDb.__dbHandle = handle;
  }
  return globalForDb.__dbHandle;
}

/**
 * The process-wide Drizzle client (lazy; see `getDbHandle`). Inside an ambient transaction
 * (lib/db/ambient-transaction.ts: an audited action or route) it answers with that transaction.
 */
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const real = ambientTransaction() ?? getDbHandle().db;
    const value = Reflect.get(real, property, real) as unknown;
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(real) : value;
  },
});

export { schema };
