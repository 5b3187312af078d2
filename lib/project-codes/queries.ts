/**
 * Reads of `project_codes` for the admin screens (docs/spec/site-and-admin.md §2 "Admin screens" 2 and 3): one
 * keyset page at a time, searched and filtered in SQL (docs/decisions/data-and-jobs.md "Server-paged lists").
 */
import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { searchCondition, type KeysetOrder, type PageRequest, type PagedList } from "@/lib/db/keyset";
import { readTablePage } from "@/lib/db/table-page";
import { projectCodes, projectCodeSearchText, type ProjectCode } from "@/lib/db/schema";
import type { CodeStatusFilter } from "./list-filter";

/** Newest first, on `project_codes_created_id_idx` (or `project_codes_used_created_id_idx` when filtered). */
const CODE_ORDER: KeysetOrder = { column: projectCodes.createdAt, kind: "timestamp", id: projectCodes.id };

/** What a page of codes is asked for: position and size, search text (already cleaned) and the Unused/Redeemed filter. */
export type ProjectCodePageRequest = PageRequest & { q: string; status: CodeStatusFilter };

/** One page of codes and how many match the search and filter. */
export type ProjectCodePage = PagedList<ProjectCode>;

/** The conditions of a search and filter; `q` matches code, draft and client fields (trigram index). */
function codeConditions({ q, status }: Pick<ProjectCodePageRequest, "q" | "status">): SQL | undefined {
  return and(
    status === "all" ? undefined : eq(projectCodes.isUsed, status === "redeemed"),
    searchCondition(projectCodeSearchText(projectCodes), q),
  );
}

/** A page of codes newest first, with its capped total (lib/db/keyset.ts, lib/db/list-total.ts). */
export async function pageProjectCodes(request: ProjectCodePageRequest): Promise<ProjectCodePage> {
  return readTablePage(projectCodes, CODE_ORDER, request, codeConditions(request));
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
