/**
 * Portfolio reads for the admin screens (site-and-admin.md §2 screens 5 and 8): every project, hidden
 * ones included, always fresh from the database (the landing page's cached reads are in `portfolio.ts`).
 */
import { desc } from "drizzle-orm";
import { db } from "@/lib/db";
import { portfolioProjects, type PortfolioProject } from "@/lib/db/schema";

/** All projects, newest first. */
export async function listPortfolioProjects(): Promise<PortfolioProject[]> {
  return db.select().from(portfolioProjects).orderBy(desc(portfolioProjects.createdAt), desc(portfolioProjects.id));
}
