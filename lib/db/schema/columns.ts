/** Column helpers shared by every table: timestamps are `timestamptz`, set by the database. */
import { sql, type SQL } from "drizzle-orm";
import { customType, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** `updated_at timestamptz not null default now()`, bumped by Drizzle on every update. */
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** PostgreSQL `bytea` as a Buffer (`pg` answers a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** A nullable `timestamptz` column. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Columns as one searchable text, a line per column (`coalesce` keeps a missing one from blanking the
 * rest; search text never holds a line break, so a match never spans two columns). A trigram index over
 * it and the list query that searches it must build it from the same columns, or PostgreSQL skips the index.
 */
export function searchText(columns: AnyPgColumn[]): SQL {
  return sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql.raw(" || E'\\n' || "),
  );
}
