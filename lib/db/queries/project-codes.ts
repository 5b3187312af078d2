/**
 * Reads of `project_codes` for the admin screens (site-and-admin.md §2 "Admin screens" 2 and 3): one
 * keyset page at a time, searched and filtered in SQL (docs/decisions.md "Server-paged lists").
 */
import { and, eq, ilike, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { containsPattern, cursorKey, keysetQuery, toPage, type KeysetOrder, type ListTotal, type Page, type PageRequest } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { projectCodes, projectCodeSearchText, type ProjectCode } from "@/lib/db/schema";
import type { CodeStatusFilter } from "@/lib/project-codes/list-filter";

/** Newest first, on `project_codes_created_id_idx` (or `project_codes_used_created_id_idx` when filtered). */
const CODE_ORDER: KeysetOrder = { column: projectCodes.createdAt, kind: "timestamp", id: projectCodes.id };

/** What a page of codes is asked for: position and size, search text (already cleaned) and the Unused/Redeemed filter. */
export type ProjectCodePageRequest = PageRequest & { q: string; status: CodeStatusFilter };

/** One page of codes and how many match the search and filter. */
export interface ProjectCodePage {
  page: Page<ProjectCode>;
  total: ListTotal;
}

/** The conditions of a search and filter; `q` matches code, draft and client fields (trigram index). */
function codeConditions({ q, status }: Pick<ProjectCodePageRequest, "q" | "status">): SQL | undefined {
  return and(
    status === "all" ? undefined : eq(projectCodes.isUsed, status === "redeemed"),
    q ? ilike(projectCodeSearchText(projectCodes), containsPattern(q)) : undefined,
  );
}

/** A page of codes newest first, with its capped total (lib/db/keyset.ts, lib/db/list-total.ts). */
export async function pageProjectCodes(request: ProjectCodePageRequest): Promise<ProjectCodePage> {
  const conditions = codeConditions(request);
  const { where, orderBy } = keysetQuery(CODE_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({ code: projectCodes, cursorKey: cursorKey(CODE_ORDER) })
      .from(projectCodes)
      .where(and(conditions, where))
      .orderBy(...orderBy)
      .limit(request.size + 1),
    cappedCount(projectCodes, conditions),
  ]);
  const page = toPage(
    rows.map((row) => ({ ...row, id: row.code.id })),
    request,
  );
  return { page: { ...page, rows: page.rows.map((row) => row.code) }, total };
}

/** Code Management's stat cards: every code, and how many are unused / redeemed. */
export interface ProjectCodeStats {
  total: number;
  unused: number;
  redeemed: number;
}

/** The stat cards in one aggregate statement (an index-only scan of `project_codes_used_created_id_idx`). */
export async function projectCodeStats(): Promise<ProjectCodeStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      redeemed: sql<number>`(count(*) filter (where ${projectCodes.isUsed}))::int`,
    })
    .from(projectCodes);
  const total = row?.total ?? 0;
  const redeemed = row?.redeemed ?? 0;
  return { total, redeemed, unused: total - redeemed };
}
