/** The site settings the admins switch (spec: docs/spec/operator-console.md §3). */
import { boolean, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

export const siteSettings = pgTable("site_settings", {
  id: serial("id").primaryKey(),
  settingKey: varchar("setting_key", { length: 100 }).notNull().unique(),
  settingValue: boolean("setting_value").notNull().default(false),
  description: text("description"),
  updatedBy: varchar("updated_by", { length: 100 }),
  updatedAt: updatedAt(),
});

export type SiteSetting = typeof siteSettings.$inferSelect;
