/**
 * One issue per error across the fleet (docs/decisions/federation-and-health.md "Alerts and fleet issues"): the
 * errors collected from every site and this app's own group by the error monitor's fingerprint (type,
 * normalized message, top in-app frame: lib/error-monitor/fingerprint.ts) into `fleet_issues`, with a count per
 * source in `fleet_issue_sites`. An unresolved occurrence later than the issue's resolution reopens it
 * (`regressed_at`) and its linked TODO.
 *
 * A sync is a snapshot of a site's newest errors, so a site's count is how many of its collected errors
 * carry the fingerprint in its latest snapshot; this app's own count grows by one per occurrence.
 */
import { inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/db";
import { fleetIssues, fleetIssueSites, type ErrorLog } from "@/lib/db/schema";
import { fingerprintOf } from "@/lib/error-monitor/fingerprint";
import { SEVERITIES } from "@/lib/error-monitor/severity";
import { cutText } from "@/lib/format/text";
import { reopenCompletedTodos } from "@/lib/todos/items";

/** What the fleet issues need of one collected error (lib/federation/collected/errors.ts `CollectedError`). */
export interface IssueOccurrence {
  errorMessage: string;
  stackTrace: string | null;
  severity: string | null;
  errorType: string | null;
  isResolved: boolean;
  createdAt: Date | null;
}

/** How one issue changed by a site's snapshot. */
export interface IssueChange {
  issueId: number;
  errorType: string;
  message: string;
  severity: string;
  /** The issue is new for this site, with an unresolved occurrence. */
  newForSite: boolean;
  /** It was resolved and came back. */
  regressed: boolean;
}

// "TypeError: x is undefined": the error's name as its message's prefix, as this app's error log and
// many sites store it.
const TYPE_PREFIX = /^([A-Z][A-Za-z0-9_$]*(?:Error|Exception)): ([\s\S]*)$/;

/** The error type and the bare message of `message`; `errorType` wins when the site sent one. */
export function splitErrorType(message: string, errorType: string | null): { type: string; message: string } {
  const match = TYPE_PREFIX.exec(message);
  if (errorType) return { type: errorType, message: match?.[1] === errorType ? match[2]! : message };
  return match ? { type: match[1]!, message: match[2]! } : { type: "Error", message };
}

const rank = (severity: string | null) => {
  const index = SEVERITIES.indexOf((severity ?? "low") as (typeof SEVERITIES)[number]);
  return index < 0 ? SEVERITIES.length : index;
};

interface Group {
  fingerprint: string;
  errorType: string;
  message: string;
  severity: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  /** The latest unresolved occurrence, or null when the site resolved them all. */
  openLastSeen: string | null;
}

/** The snapshot grouped by fingerprint; an occurrence without a time counts as seen at `now`. */
export function groupOccurrences(errors: IssueOccurrence[], now: Date): Group[] {
  const groups = new Map<string, Group>();
  for (const error of errors) {
    const { type, message } = splitErrorType(error.errorMessage, error.errorType);
    const fingerprint = fingerprintOf({ type, message, stack: error.stackTrace ?? undefined });
    const seen = (error.createdAt ?? now).toISOString();
    const group = groups.get(fingerprint);
    const open = error.isResolved ? null : seen;
    if (!group) {
      groups.set(fingerprint, {
        fingerprint,
        errorType: cutText(type, 100, { marker: "" }),
        message: cutText(error.errorMessage, 4000, { marker: "" }),
        severity: error.severity ?? "medium",
        count: 1,
        firstSeen: seen,
        lastSeen: seen,
        openLastSeen: open,
      });
      continue;
    }
    group.count += 1;
    if (seen < group.firstSeen) group.firstSeen = seen;
    if (seen > group.lastSeen) group.lastSeen = seen;
    if (open && (!group.openLastSeen || open > group.openLastSeen)) group.openLastSeen = open;
    if (rank(error.severity) < rank(group.severity)) group.severity = error.severity!;
  }
  return [...groups.values()];
}

const rows = <R>(result: unknown) => (result as { rows: R[] }).rows;
const severityRank = sql.raw(`array[${SEVERITIES.map((s) => `'${s}'`).join(",")}]::text[]`);

/** One site's snapshot of collected errors. */
export interface SiteSnapshot {
  siteId: number;
  errors: IssueOccurrence[];
}

/**
 * Stores the snapshots of several sites (a sync batch) through `database` (a transaction, so the
 * statements see each other) in five set-based statements, whatever the number of sites and errors.
 * @returns per site id, the issues its snapshot created for it and, once per issue, those the batch
 * reopened. Throws when the database fails.
 */
export async function ingestErrors(
  database: Database,
  snapshots: SiteSnapshot[],
  now: Date,
): Promise<Map<number, IssueChange[]>> {
  const changes = new Map<number, IssueChange[]>();
  const groups = snapshots.flatMap(({ siteId, errors }) =>
    groupOccurrences(errors, now).map((group) => ({ ...group, siteId })),
  );
  if (groups.length === 0) return changes;
  // Raw SQL below: set-based statements over the batch as a JSON record set, which the builder cannot select from.
  const collected = sql`json_to_recordset(${JSON.stringify(groups)}::json) as collected("siteId" int, "fingerprint" text, "errorType" text, "message" text, "severity" text, "count" int, "firstSeen" timestamptz, "lastSeen" timestamptz, "openLastSeen" timestamptz)`;
  // One row per fingerprint (ON CONFLICT may touch a row once per statement), in fingerprint order so
  // concurrent batches lock shared issues in the same order.
  await database.execute(sql`
    insert into ${fleetIssues} (fingerprint, error_type, message, severity, occurrences, first_seen_at, last_seen_at)
    select collected."fingerprint", (array_agg(collected."errorType" order by collected."lastSeen" desc))[1], (array_agg(collected."message" order by collected."lastSeen" desc))[1],
      (array_agg(collected."severity" order by array_position(${severityRank}, collected."severity")))[1], 0, min(collected."firstSeen"), max(collected."lastSeen")
    from ${collected} group by collected."fingerprint" order by collected."fingerprint"
    on conflict (fingerprint) do update set
      first_seen_at = least(${fleetIssues.firstSeenAt}, excluded.first_seen_at),
      last_seen_at = greatest(${fleetIssues.lastSeenAt}, excluded.last_seen_at),
      message = case when excluded.last_seen_at >= ${fleetIssues.lastSeenAt} then excluded.message else ${fleetIssues.message} end,
      severity = case when array_position(${severityRank}, excluded.severity) < array_position(${severityRank}, ${fleetIssues.severity})
        then excluded.severity else ${fleetIssues.severity} end`);
  const regressed = rows<{ id: number }>(
    await database.execute(sql`
      update ${fleetIssues} i set resolved = false, resolved_at = null, resolved_by = null, regressed_at = ${now.toISOString()}::timestamptz
      from (select collected."fingerprint", max(collected."openLastSeen") as "openLastSeen" from ${collected} group by collected."fingerprint") g
      where i.fingerprint = g."fingerprint" and i.resolved and g."openLastSeen" > i.resolved_at
      returning i.id`),
  ).map((row) => row.id);
  await reopenTodos(database, regressed);
  // An issue's total moves by each site's change (its new count minus the count its previous snapshot
  // left), so concurrent batches add up under the row lock instead of re-summing every site.
  const perSite = rows<{ issue_id: number; site_id: number; created: boolean; open: boolean; delta: number }>(
    await database.execute(sql`
      with collected as (select * from ${collected}),
      previous as (
        select s.issue_id, s.site_id, s.occurrences from ${fleetIssueSites} s
        join ${fleetIssues} i on i.id = s.issue_id join collected on i.fingerprint = collected."fingerprint" and s.site_id = collected."siteId"),
      upserted as (
        insert into ${fleetIssueSites} (issue_id, site_id, occurrences, first_seen_at, last_seen_at)
        select i.id, collected."siteId", collected."count", collected."firstSeen", collected."lastSeen" from collected join ${fleetIssues} i on i.fingerprint = collected."fingerprint"
        order by i.id, collected."siteId"
        on conflict (issue_id, site_id) do update set
          occurrences = excluded.occurrences,
          first_seen_at = least(${fleetIssueSites.firstSeenAt}, excluded.first_seen_at),
          last_seen_at = greatest(${fleetIssueSites.lastSeenAt}, excluded.last_seen_at)
        returning issue_id, site_id, occurrences, (xmax = 0) as created)
      select u.issue_id, u.site_id, u.created, u.occurrences - coalesce(p.occurrences, 0) as delta,
        exists (select 1 from collected join ${fleetIssues} j on j.fingerprint = collected."fingerprint"
          where j.id = u.issue_id and collected."siteId" = u.site_id and collected."openLastSeen" is not null) as open
      from upserted u left join previous p on p.issue_id = u.issue_id and p.site_id = u.site_id`),
  );
  const ids = perSite.map((row) => row.issue_id);
  const deltas = perSite.map((row) => Number(row.delta));
  const issues = rows<{ id: number; error_type: string; message: string; severity: string }>(
    await database.execute(sql`
      update ${fleetIssues} i set occurrences = i.occurrences + d.delta
      from (select t.id, sum(t.delta)::int as delta from unnest(${`{${ids.join(",")}}`}::int[], ${`{${deltas.join(",")}}`}::int[]) as t(id, delta) group by t.id) d
      where i.id = d.id
      returning i.id, i.error_type, i.message, i.severity`),
  );
  const byId = new Map(issues.map((issue) => [issue.id, issue]));
  const reportedRegression = new Set<number>();
  for (const row of perSite) {
    const issue = byId.get(row.issue_id)!;
    // A reopened issue is reported once, with the first site of the batch that carries it.
    const regressedHere = regressed.includes(row.issue_id) && !reportedRegression.has(row.issue_id);
    if (regressedHere) reportedRegression.add(row.issue_id);
    const newForSite = Boolean(row.created && row.open);
    if (!newForSite && !regressedHere) continue;
    const list = changes.get(row.site_id) ?? [];
    list.push({
      issueId: issue.id,
      errorType: issue.error_type,
      message: issue.message,
      severity: issue.severity,
      newForSite,
      regressed: regressedHere,
    });
    changes.set(row.site_id, list);
  }
  return changes;
}

/** Reopens the completed TODOs linked to issues `issueIds` (a regression). */
async function reopenTodos(database: Database, issueIds: number[]): Promise<void> {
  if (issueIds.length === 0) return;
  const linked = database.select({ id: fleetIssues.todoId }).from(fleetIssues).where(inArray(fleetIssues.id, issueIds));
  await reopenCompletedTodos(database, linked);
}

/** `excluded.<column>` of an upsert: the value the conflicting insert proposed. */
const excluded = (column: AnyPgColumn) => sql.raw(`excluded.${column.name}`);

/**
 * Counts one occurrence of this app's own error group `row` (its `error_logs` row, already written) on
 * the issue of its fingerprint, reopening the issue when it was resolved before this occurrence. Throws
 * when the database fails.
 */
export async function recordOwnOccurrence(
  database: Database,
  row: Pick<ErrorLog, "fingerprint" | "errorMessage" | "severity" | "lastSeenAt">,
): Promise<void> {
  if (!row.fingerprint) return;
  const { type } = splitErrorType(row.errorMessage, null);
  const at = row.lastSeenAt;
  const i = fleetIssues;
  // Still resolved after this occurrence: it happened before the resolution.
  const staysResolved = sql`${i.resolved} and ${excluded(i.lastSeenAt)} <= ${i.resolvedAt}`;
  await database.transaction(async (tx) => {
    const [issue] = await tx
      .insert(i)
      .values({
        fingerprint: row.fingerprint!,
        errorType: cutText(type, 100, { marker: "" }),
        message: cutText(row.errorMessage, 4000, { marker: "" }),
        severity: row.severity,
        occurrences: 1,
        firstSeenAt: at,
        lastSeenAt: at,
      })
      .onConflictDoUpdate({
        target: i.fingerprint,
        set: {
          occurrences: sql`${i.occurrences} + 1`,
          lastSeenAt: sql`greatest(${i.lastSeenAt}, ${excluded(i.lastSeenAt)})`,
          message: sql`${excluded(i.message)}`,
          severity: sql`case when array_position(${severityRank}, ${excluded(i.severity)}) < array_position(${severityRank}, ${i.severity})
            then ${excluded(i.severity)} else ${i.severity} end`,
          regressedAt: sql`case when ${i.resolved} and ${excluded(i.lastSeenAt)} > ${i.resolvedAt} then ${excluded(i.lastSeenAt)} else ${i.regressedAt} end`,
          resolved: staysResolved,
          resolvedAt: sql`case when ${staysResolved} then ${i.resolvedAt} end`,
          resolvedBy: sql`case when ${staysResolved} then ${i.resolvedBy} end`,
        },
      })
      .returning({ id: i.id, regressedAt: i.regressedAt });
    await tx
      .insert(fleetIssueSites)
      .values({ issueId: issue!.id, siteId: null, occurrences: 1, firstSeenAt: at, lastSeenAt: at })
      .onConflictDoUpdate({
        target: [fleetIssueSites.issueId, fleetIssueSites.siteId],
        set: {
          occurrences: sql`${fleetIssueSites.occurrences} + 1`,
          lastSeenAt: sql`greatest(${fleetIssueSites.lastSeenAt}, ${excluded(fleetIssueSites.lastSeenAt)})`,
        },
      });
    if (issue!.regressedAt?.getTime() === at.getTime()) await reopenTodos(tx, [issue!.id]);
  });
}
