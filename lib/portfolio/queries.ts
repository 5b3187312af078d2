/**
 * Public portfolio reads for the landing page (docs/spec/site-and-admin.md §2 "Landing sections") and its
 * "View all work" pages (/work, docs/decisions/public-site.md "Public portfolio pages and Portfolio Management paging"), cached in Next's data cache under {@link PORTFOLIO_TAG}.
 * Admin screens that change projects call `revalidateTag(PORTFOLIO_TAG, "max")` (or `updateTag`), which
 * also expires the static pages built from these reads, so visitors see the change.
 */
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { cachedRead } from "@/lib/cache/cached-read";
import { CACHE_SAFETY_SECONDS } from "@/lib/settings/queries";
import { db } from "@/lib/db";
import {
  cursorKey,
  decodeCursor,
  keysetQuery,
  toPage,
  type KeysetOrder,
  type Page,
  type PageDirection,
} from "@/lib/db/keyset";
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

/** The projects the public site shows: visible and not a sample (drizzle/0001_sample-portfolio.sql). */
export const isPublic = and(eq(portfolioProjects.isVisible, true), eq(portfolioProjects.isSample, false));

const publicColumns = {
  id: portfolioProjects.id,
  title: portfolioProjects.title,
  description: portfolioProjects.description,
  imageUrl: portfolioProjects.imageUrl,
  projectUrl: portfolioProjects.projectUrl,
  technologies: portfolioProjects.technologies,
  createdAt: portfolioProjects.createdAt,
};

function toPublic<T extends { createdAt: Date }>(row: T): Omit<T, "createdAt"> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** How many projects the landing page shows (docs/decisions/public-site.md "Public portfolio pages and Portfolio Management paging": a bounded number, then "View all work"). */
export const LANDING_PROJECT_LIMIT = 9;

/** Projects per page of /work: three rows of the three-column grid. */
export const WORK_PAGE_SIZE = 12;

/** The landing page's projects, and whether more are public than it shows (then it links to /work). */
export interface LandingPortfolio {
  projects: PublicPortfolioProject[];
  more: boolean;
}

/**
 * Up to {@link LANDING_PROJECT_LIMIT} public projects, featured first, then newest first (spec §3:
 * `isVisible` false hides; samples stay off the website until an admin publishes them, docs/decisions/public-site.md
 * "Sample projects and broken portfolio images"). Reads one row more than it shows to learn whether /work has more.
 */
export async function readLandingPortfolio(): Promise<LandingPortfolio> {
  const rows = await db
    .select(publicColumns)
    .from(portfolioProjects)
    .where(isPublic)
    .orderBy(desc(portfolioProjects.isFeatured), desc(portfolioProjects.createdAt), desc(portfolioProjects.id))
    .limit(LANDING_PROJECT_LIMIT + 1);
  return { projects: rows.slice(0, LANDING_PROJECT_LIMIT).map(toPublic), more: rows.length > LANDING_PROJECT_LIMIT };
}

/** {@link readLandingPortfolio} from the data cache, until the tag is revalidated (or at most `CACHE_SAFETY_SECONDS`); no projects at build time. */
export const getLandingPortfolio = cachedRead(readLandingPortfolio, ["landing-portfolio"], {
  tags: [PORTFOLIO_TAG],
  revalidate: CACHE_SAFETY_SECONDS,
  placeholder: { projects: [], more: false },
});

const WORK_ORDER: KeysetOrder = { column: portfolioProjects.createdAt, kind: "timestamp", id: portfolioProjects.id };

/**
 * One page of /work: every public project, newest first, {@link WORK_PAGE_SIZE} at a time by keyset
 * (lib/db/keyset.ts). The page's cursor is part of its path, so each page is its own cached static
 * page; a cursor that does not name a public project's current position answers null (the page is a
 * 404), which keeps the number of cached pages bounded by the number of projects.
 */
export async function readPortfolioWorkPage(
  cursor: string | null,
  dir: PageDirection,
): Promise<Page<PublicPortfolioProject> | null> {
  if (cursor !== null) {
    const position = decodeCursor(cursor);
    if (!position) return null;
    const [anchor] = await db
      .select({ cursorKey: cursorKey(WORK_ORDER) })
      .from(portfolioProjects)
      .where(and(isPublic, eq(portfolioProjects.id, position.id)));
    if (anchor?.cursorKey !== position.key) return null;
  }
  const request = { cursor, dir, size: WORK_PAGE_SIZE };
  const { where, orderBy } = keysetQuery(WORK_ORDER, request);
  const rows = await db
    .select({ ...publicColumns, cursorKey: cursorKey(WORK_ORDER) })
    .from(portfolioProjects)
    .where(and(isPublic, where))
    .orderBy(...orderBy)
    .limit(request.size + 1);
  const page = toPage(rows, request);
  return {
    ...page,
    rows: page.rows.map((row) =>
      toPublic({
        id: row.id,
        title: row.title,
        description: row.description,
        imageUrl: row.imageUrl,
        projectUrl: row.projectUrl,
        technologies: row.technologies,
        createdAt: row.createdAt,
      }),
    ),
  };
}

/** {@link readPortfolioWorkPage} from the data cache (one entry per cursor and direction), expired with the landing page's; an empty page at build time. */
export const getPortfolioWorkPage = cachedRead(readPortfolioWorkPage, ["portfolio-work-page"], {
  tags: [PORTFOLIO_TAG],
  revalidate: CACHE_SAFETY_SECONDS,
  placeholder: { rows: [], nextCursor: null, prevCursor: null },
});
