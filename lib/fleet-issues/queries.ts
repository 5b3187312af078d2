/**
 * Reads of `fleet_issues` for the /alerts Fleet issues tab (docs/federation-protocol.md "Fleet issues"): one issue per error fingerprint
 * across the fleet with its per-site counts and linked TODO; most recently seen first, searched by
 * message, one keyset page at a time.
 */
import "server-only";
import { and, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { IssueStatusFilter } from "@/lib/alerts/list-filter";
import { db } from "@/lib/db";
import {
  containsPattern,
  cursorKey,
  keysetQuery,
  toPage,
  type KeysetOrder,
  type PageRequest,
  type PagedList,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { federatedSites, fleetIssues, fleetIssueSites, todoItems } from "@/lib/db/schema";

/** An issue's count on one source; `site` is null for this app's own errors. */
export interface IssueSiteCount {
  site: string | null;
  count: number;
}

/** One issue as the screen shows it; dates are ISO 8601 strings. */
export interface FleetIssueEntry {
  id: number;
  errorType: string;
  message: string;
  severity: string;
  occurrences: number;
  firstSeenAt: string;
  lastSeenAt: string;
  resolved: boolean;
  resolvedBy: string | null;
  regressedAt: string | null;
  todoId: number | null;
  todoStatus: string | null;
  sites: IssueSiteCount[];
}

/** The tab's figures. */
export interface FleetIssueStats {
  total: number;
  unresolved: number;
  regressed: number;
}

export type FleetIssuePage = PagedList<FleetIssueEntry> & {
  stats: FleetIssueStats;
};

const ISSUE_ORDER: KeysetOrder = { column: fleetIssues.lastSeenAt, kind: "timestamp", id: fleetIssues.id };

/** `issue`: that issue alone (an incident's link), whatever `status` says. */
export type FleetIssueRequest = PageRequest & { q: string; status: IssueStatusFilter; issue?: number | null };

/** Sites of one issue, most occurrences first, at most 20 (the row shows them as badges). */
const sitesOf = sql<IssueSiteCount[] | null>`(
  select json_agg(json_build_object('site', fs.site_name, 'count', s.occurrences) order by s.occurrences desc)
  from (select * from ${fleetIssueSites} where ${fleetIssueSites.issueId} = ${fleetIssues.id} order by occurrences desc limit 20) s
  left join ${federatedSites} fs on fs.id = s.site_id)`;

function issueFilter({ q, status, issue }: Pick<FleetIssueRequest, "q" | "status" | "issue">): SQL | undefined {
  if (issue) return and(eq(fleetIssues.id, issue), q ? ilike(fleetIssues.message, containsPattern(q)) : undefined);
  return and(
    status === "unresolved" ? sql`not ${fleetIssues.resolved}` : undefined,
    q ? ilike(fleetIssues.message, containsPattern(q)) : undefined,
  );
}

/** The three figures in one aggregate statement. */
export async function fleetIssueStats(): Promise<FleetIssueStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unresolved: sql<number>`(count(*) filter (where not ${fleetIssues.resolved}))::int`,
      regressed: sql<number>`(count(*) filter (where not ${fleetIssues.resolved} and ${fleetIssues.regressedAt} is not null))::int`,
    })
    .from(fleetIssues);
  return { total: row?.total ?? 0, unresolved: row?.unresolved ?? 0, regressed: row?.regressed ?? 0 };
}

/** A page of fleet issues matching `request`, with its capped total and the tab's figures. */
export async function pageFleetIssues(request: FleetIssueRequest): Promise<FleetIssuePage> {
  const filter = issueFilter(request);
  const { where, orderBy } = keysetQuery(ISSUE_ORDER, request);
  const [rows, total, stats] = await Promise.all([
    db
      .select({
        id: fleetIssues.id,
        errorType: fleetIssues.errorType,
        message: fleetIssues.message,
        severity: fleetIssues.severity,
        occurrences: fleetIssues.occurrences,
        firstSeenAt: fleetIssues.firstSeenAt,
        lastSeenAt: fleetIssues.lastSeenAt,
        resolved: fleetIssues.resolved,
        resolvedBy: fleetIssues.resolvedBy,
        regressedAt: fleetIssues.regressedAt,
        todoId: fleetIssues.todoId,
        todoStatus: todoItems.status,
        sites: sitesOf,
        cursorKey: cursorKey(ISSUE_ORDER),
      })
      .from(fleetIssues)
      .leftJoin(todoItems, eq(todoItems.id, fleetIssues.todoId))
      .where(and(filter, where))
      .orderBy(...orderBy)
      .limit(request.size + 1),
    cappedCount(fleetIssues, filter),
    fleetIssueStats(),
  ]);
  const page = toPage(rows, request);
  return {
    page: {
      ...page,
      rows: page.rows.map((r) => ({
        ...r,
        firstSeenAt: r.firstSeenAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        regressedAt: r.regressedAt?.toISOString() ?? null,
        sites: r.sites ?? [],
      })),
    },
    total,
    stats,
  };
}
