/** The portfolio shown on the public site (spec: docs/spec/operator-console.md §3). */
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

const portfolioProjectsColumns = {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 255 }).notNull(),
  description: text("description").notNull(),
  imageUrl: text("image_url"),
  projectUrl: text("project_url"),
  technologies: text("technologies").array().notNull().default([]),
  isVisible: boolean("is_visible").notNull().default(true),
  /** Added: marks the seeded examples so admins can tell them from real work (docs/decisions/README.md). */
  isSample: boolean("is_sample").notNull().default(false),
  /** Shown first among the landing page's few projects (docs/decisions/public-site.md "Public portfolio pages and Portfolio Management paging"). */
  isFeatured: boolean("is_featured").notNull().default(false),
  createdAt: createdAt(),
  /** The sitemap's `lastModified` and the share preview's cache key; bumped by every Drizzle update. */
  updatedAt: updatedAt(),
};

export const portfolioProjects = pgTable("portfolio_projects", portfolioProjectsColumns, (t) => [
  // Portfolio Management's order, the landing page's featured-first few and /work's pages.
  index("portfolio_projects_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
  index("portfolio_projects_public_featured_idx")
    .on(t.isFeatured.desc(), t.createdAt.desc(), t.id.desc())
    .where(sql`${t.isVisible} and not ${t.isSample}`),
  index("portfolio_projects_public_created_id_idx")
    .on(t.createdAt.desc(), t.id.desc())
    .where(sql`${t.isVisible} and not ${t.isSample}`),
]);

export type PortfolioProject = typeof portfolioProjects.$inferSelect;
