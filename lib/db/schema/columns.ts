/** Column helpers shared by every table: timestamps are `timestamptz`, set by the database. */
import { timestamp } from "drizzle-orm/pg-core";

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** `updated_at timestamptz not null default now()`, bumped by Drizzle on every update. */
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A nullable `timestamptz` column. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
