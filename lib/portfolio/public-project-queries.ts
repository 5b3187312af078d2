/**
 * One public portfolio project for its own page, `/projects/{id}`, its Open Graph card and its JSON-LD, and
 * every public project's last change for the sitemap (docs/decisions/public-site.md "Search and share metadata"). Cached under {@link PORTFOLIO_TAG}
 * like the landing page's reads, so an admin's change expires these pages and images too.
 */
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { cachedRead } from "@/lib/cache/cached-read";
import { CACHE_SAFETY_SECONDS } from "@/lib/settings/queries";
import { PORTFOLIO_TAG, isPublic, type PublicPortfolioProject } from "./queries";
import { db } from "@/lib/db";
import { pathRowId } from "@/lib/input/identifiers";
import { portfolioProjects } from "@/lib/db/schema";

/** A public project with its last change (ISO 8601, as the data cache stores JSON). */
export interface PublicProjectDetail extends PublicPortfolioProject {
  updatedAt: string;
}

/** The project id a `/projects/{id}` path segment names (the identifier rule, lib/input/identifiers.ts), else null (a 404). */
export const parseProjectId = pathRowId;

/** The project `id` when it is public (visible and not a sample), else null. */
export async function readPublicProject(id: number): Promise<PublicProjectDetail | null> {
  const [row] = await db
    .select({
      id: portfolioProjects.id,
      title: portfolioProjects.title,
      description: portfolioProjects.description,
      imageUrl: portfolioProjects.imageUrl,
      projectUrl: portfolioProjects.projectUrl,
      technologies: portfolioProjects.technologies,
      createdAt: portfolioProjects.createdAt,
      updatedAt: portfolioProjects.updatedAt,
    })
    .from(portfolioProjects)
    .where(and(isPublic, eq(portfolioProjects.id, id)));
  if (!row) return null;
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** {@link readPublicProject} from the data cache (one entry per id), expired with the landing page's portfolio. */
export const getPublicProject = cachedRead(readPublicProject, ["public-project"], {
  tags: [PORTFOLIO_TAG],
  revalidate: CACHE_SAFETY_SECONDS,
  placeholder: null,
});

/**
 * Most project URLs one sitemap lists: the sitemaps protocol allows 50,000 URLs per file
 * (sitemaps.org/protocol.html), less the site's own four pages.
 */
export const SITEMAP_PROJECT_LIMIT = 49_996;

/** A public project's URL entry: its id and last change (ISO 8601). */
export interface PublicProjectDate {
  id: number;
  updatedAt: string;
}

/** Every public project's id and last change, newest project first (the partial index `portfolio_projects_public_created_id_idx`), up to {@link SITEMAP_PROJECT_LIMIT}. */
export async function readPublicProjectDates(): Promise<PublicProjectDate[]> {
  const rows = await db
    .select({ id: portfolioProjects.id, updatedAt: portfolioProjects.updatedAt })
    .from(portfolioProjects)
    .where(isPublic)
    .orderBy(desc(portfolioProjects.createdAt), desc(portfolioProjects.id))
    .limit(SITEMAP_PROJECT_LIMIT);
  return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
}

/** {@link readPublicProjectDates} from the data cache, expired with the landing page's portfolio. */
export const getPublicProjectDates = cachedRead(readPublicProjectDates, ["public-project-dates"], {
  tags: [PORTFOLIO_TAG],
  revalidate: CACHE_SAFETY_SECONDS,
  placeholder: [],
});
