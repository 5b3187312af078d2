/**
 * Portfolio reads for the admin screens (docs/spec/site-and-admin.md §2 screens 5 and 8): hidden projects and
 * samples included, always fresh from the database (the landing page's cached reads are in `portfolio.ts`).
 */
import "server-only";
import { searchCondition, type KeysetOrder, type PageRequest, type PagedList } from "@/lib/db/keyset";
import { readTablePage } from "@/lib/db/table-page";
import { portfolioProjects, type PortfolioProject } from "@/lib/db/schema";

/** Portfolio Management's order, newest first, on `portfolio_projects_created_id_idx`. */
const ADMIN_ORDER: KeysetOrder = { column: portfolioProjects.createdAt, kind: "timestamp", id: portfolioProjects.id };

/** One page of Portfolio Management and how many projects match the search. */
export type PortfolioAdminPage = PagedList<PortfolioProject>;

/**
 * A page of Portfolio Management: every project newest first, keyset-paged (lib/db/keyset.ts), with `q`
 * matched anywhere in the title, case-insensitively. The table holds the agency's own work (hundreds of
 * rows at most), so the title search filters the index-ordered scan rather than using a trigram index
 * (docs/decisions/public-site.md "Public portfolio pages and Portfolio Management paging").
 */
export async function listPortfolioPage(request: PageRequest & { q: string }): Promise<PortfolioAdminPage> {
  return readTablePage(portfolioProjects, ADMIN_ORDER, request, searchCondition(portfolioProjects.title, request.q));
}
