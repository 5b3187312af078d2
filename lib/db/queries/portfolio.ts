/**
 * Public portfolio reads for the landing page (site-and-admin.md §2 "Landing sections"), cached in
 * Next's data cache under {@link PORTFOLIO_TAG}. Admin screens that change projects call
 * `revalidateTag(PORTFOLIO_TAG, "max")` (or `updateTag`) so visitors see the change.
 */
import { desc, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { CACHE_SAFETY_SECONDS } from "./settings";
import { db } from "@/lib/db";
import { portfolioProjects } from "@/lib/db/schema";

/** Cache tag of every portfolio read. */
export const PORTFOLIO_TAG = "portfolio";

/**
 * A project as the public site shows it. `createdAt` is an ISO 8601 string because the data cache
 * stores results as JSON, which would turn a `Date` into a string anyway.
 */
export interface PublicPortfolioProject {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  projectUrl: string | null;
  technologies: string[];
  createdAt: string;
}

/** Visible projects, newest first (spec §3: `isVisible` false hides). Cached until the tag is revalidated (or at most `CACHE_SAFETY_SECONDS`). */
export const getVisiblePortfolio = unstable_cache(
  async (): Promise<PublicPortfolioProject[]> => {
    const rows = await db
      .select({
        id: portfolioProjects.id,
        title: portfolioProjects.title,
        description: portfolioProjects.description,
        imageUrl: portfolioProjects.imageUrl,
        projectUrl: portfolioProjects.projectUrl,
        technologies: portfolioProjects.technologies,
        createdAt: portfolioProjects.createdAt,
      })
      .from(portfolioProjects)
      .where(eq(portfolioProjects.isVisible, true))
      .orderBy(desc(portfolioProjects.createdAt), desc(portfolioProjects.id));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  },
  ["visible-portfolio"],
  { tags: [PORTFOLIO_TAG], revalidate: CACHE_SAFETY_SECONDS },
);
