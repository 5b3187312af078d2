/**
 * The body of GET /api/admin/error-logs and /api/admin/unresolved-errors (docs/spec/operator-console.md §7): one
 * page of error groups read with the same URL keys as /error-monitoring (`q`, `cursor`, `dir`, `size`),
 * its neighbours' cursors, the capped total and the screen's figures, never the whole table
 * (docs/decisions/data-and-jobs.md "Server-paged lists").
 */
import { pageErrorLogs, type ErrorLogEntry, type ErrorLogStats } from "./queries";
import type { ListTotal } from "@/lib/db/keyset";
import { readListParams } from "@/lib/pagination/list-params";
import type { ErrorStatusFilter } from "./list-filter";

/** What both endpoints answer. */
export interface ErrorLogListBody {
  errors: ErrorLogEntry[];
  nextCursor: string | null;
  prevCursor: string | null;
  total: ListTotal;
  stats: ErrorLogStats;
}

/** Reads the page `url` asks for in the view `status` (malformed parameters read as their defaults). */
export async function errorLogListBody(url: string, status: ErrorStatusFilter): Promise<ErrorLogListBody> {
  const params = new URL(url).searchParams;
  const request = readListParams(Object.fromEntries(params));
  const { page, total, stats } = await pageErrorLogs({ ...request, status });
  return { errors: page.rows, nextCursor: page.nextCursor, prevCursor: page.prevCursor, total, stats };
}
