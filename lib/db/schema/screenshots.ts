/**
 * Added table (not in the spec's data model): PNG screenshots taken by Portfolio Management's Capture
 * Screenshot (docs/spec/site-and-admin.md §2 screen 5, §7 `POST /api/admin/capture-screenshot`), kept in the
 * database so they survive redeploys and serve from every instance. Ids are random UUIDs: a screenshot
 * is served publicly by id, and ids must not be guessable.
 */
import { integer, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";

export const screenshots = pgTable("screenshots", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The page that was captured. */
  sourceUrl: text("source_url").notNull(),
  contentType: varchar("content_type", { length: 100 }).notNull().default("image/png"),
  image: bytea("image").notNull(),
  byteSize: integer("byte_size").notNull(),
  /** Username of the admin who captured it. */
  capturedBy: varchar("captured_by", { length: 50 }),
  createdAt: createdAt(),
});

export type Screenshot = typeof screenshots.$inferSelect;
