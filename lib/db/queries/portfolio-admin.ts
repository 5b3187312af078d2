/**
 * Portfolio reads for the admin screens (site-and-admin.md §2 screens 5 and 8): hidden projects and
 * samples included, always fresh from the database (the landing page's cached reads are in `portfolio.ts`).
 */
import { and, desc, ilike } from "drizzle-orm";
import { db } from "@/lib/db";
import { containsPattern, cursorKey, keysetQuery, toPage, type KeysetOrder, type ListTotal, type Page, type PageRequest } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { portfolioProjects, type PortfolioProject } from "@/lib/db/schema";

/** All projects, newest first (the older /settings Portfolio tab). */
export async function listPortfolioProjects(): Promise<PortfolioProject[]> {
  return db.select().from(portfolioProjects).orderBy(desc(portfolioProjects.createdAt), desc(portfolioProjects.id));
}

/** Portfolio Management's order, newest first, on `portfolio_projects_created_id_idx`. */
const ADMIN_ORDER: KeysetOrder = { column: portfolioProjects.createdAt, kind: "timestamp", id: portfolioProjects.id };

/** One page of Portfolio Management and how many projects match the search. */
export interface PortfolioAdminPage {
  page: Page<PortfolioProject>;
  total: ListTotal;
}

/**
 * A page of Portfolio Management: every project newest first, keyset-paged (lib/db/keyset.ts), with `q`
 * matched anywhere in the title, case-insensitively. The table holds the agency's own work (hundreds of
 * rows at most), so the title search filters the index-ordered scan rather than using a trigram index
 * (docs/decisions.md "Public portfolio pages").
 */
export async function listPortfolioPage(request: PageRequest & { q: string }): Promise<PortfolioAdminPage> {
  const search = request.q ? ilike(portfolioProjects.title, containsPattern(request.q)) : undefined;
  const { where, orderBy } = keysetQuery(ADMIN_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({ project: portfolioProjects, cursorKey: cursorKey(ADMIN_ORDER) })
      .from(portfolioProjects)
      .where(and(search, where))
      .orderBy(...orderBy)
      .limit(request.size + 1),
    cappedCount(portfolioProjects, search),
  ]);
  const page = toPage(
    rows.map((row) => ({ ...row, id: row.project.id })),
    request,
  );
  return { page: { ...page, rows: page.rows.map((row) => row.project) }, total };
}
