/** Public-site content: contact requests, portfolio, project codes and site settings (spec: operator-console.md §3). */
import { boolean, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { at, createdAt, updatedAt } from "./columns";

export const contactRequests = pgTable("contact_requests", {
  id: serial("id").primaryKey(),
  firstName: varchar("first_name", { length: 100 }).notNull(),
  lastName: varchar("last_name", { length: 100 }).notNull(),
  email: varchar("email", { length: 255 }).notNull(),
  company: varchar("company", { length: 200 }),
  projectType: varchar("project_type", { length: 100 }).notNull(),
  message: text("message").notNull(),
  isRead: boolean("is_read").notNull().default(false),
  createdAt: createdAt(),
});

export const portfolioProjects = pgTable("portfolio_projects", {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 255 }).notNull(),
  description: text("description").notNull(),
  imageUrl: text("image_url"),
  projectUrl: text("project_url"),
  technologies: text("technologies").array().notNull().default([]),
  isVisible: boolean("is_visible").notNull().default(true),
  /** Added: marks the seeded examples so admins can tell them from real work (docs/decisions.md). */
  isSample: boolean("is_sample").notNull().default(false),
  createdAt: createdAt(),
});

export const projectCodes = pgTable("project_codes", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 20 }).notNull().unique(),
  projectIdea: text("project_idea").notNull(),
  isUsed: boolean("is_used").notNull().default(false),
  usedAt: at("used_at"),
  usedByName: varchar("used_by_name", { length: 100 }),
  usedByEmail: varchar("used_by_email", { length: 255 }),
  usedByPhone: varchar("used_by_phone", { length: 30 }),
  status: varchar("status", { length: 50 }).notNull().default("new"),
  contactName: varchar("contact_name", { length: 100 }),
  contactEmail: varchar("contact_email", { length: 255 }),
  contactPhone: varchar("contact_phone", { length: 30 }),
  notes: text("notes"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const siteSettings = pgTable("site_settings", {
  id: serial("id").primaryKey(),
  settingKey: varchar("setting_key", { length: 100 }).notNull().unique(),
  settingValue: boolean("setting_value").notNull().default(false),
  description: text("description"),
  updatedBy: varchar("updated_by", { length: 100 }),
  updatedAt: updatedAt(),
});

export type ContactRequest = typeof contactRequests.$inferSelect;
export type PortfolioProject = typeof portfolioProjects.$inferSelect;
export type ProjectCode = typeof projectCodes.$inferSelect;
export type SiteSetting = typeof siteSettings.$inferSelect;
