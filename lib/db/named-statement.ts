/**
 * Named prepared statements for hot raw-SQL statements (the SMS webhook's). PostgreSQL parses and plans
 * a named statement once per connection and node-postgres remembers which names each connection has,
 * so later executions skip both: for the webhook's CTEs planning costs more than executing. PGlite runs
 * the same SQL (the name is ignored). A name must always carry the same SQL text; only parameters vary.
 */
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./index";

const dialect = new PgDialect();

/**
 * Executes `query` as the prepared statement `name` on `database` (a transaction runs it on its own
 * connection) and returns its rows as the driver gives them (column names as written in the SQL).
 * @throws the driver's error, e.g. when `name` was used with another SQL text on the same connection.
 */
export async function executeNamed<Row>(database: Database, name: string, query: SQL): Promise<Row[]> {
  const prepared = database._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
