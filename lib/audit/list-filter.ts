/**
 * /audit-log's filters as URL state, shared by the page and the CSV export (server) and the filter
 * controls (client, through nuqs): `?rows=` (people by default, the scheduled jobs, or all), `?actor=` (a
 * user id), `?action=` (a permission key or an event), `?outcome=`, `?targetType=` with `?targetId=` (an entity page's "History" link), and the days
 * `?from=` and `?to=` (UTC, both included). A value that is not one of these reads as no filter.
 */
import {
  createLoader,
  parseAsInteger,
  parseAsIsoDate,
  parseAsString,
  parseAsStringLiteral,
  type LoaderInput,
} from "nuqs/server";
import { AUDIT_OUTCOMES } from "@/lib/db/schema/audit";

/**
 * Whose rows: `people` (the default: a person's actions, sign-ins and refusals), `jobs` (the scheduled jobs,
 * several a minute, which would bury them) or `all`.
 */
export const AUDIT_ROW_KINDS = ["people", "jobs", "all"] as const;
export type AuditRowKind = (typeof AUDIT_ROW_KINDS)[number];

/** `all` or one outcome. */
export const AUDIT_OUTCOME_FILTERS = ["all", ...AUDIT_OUTCOMES] as const;
export type AuditOutcomeFilter = (typeof AUDIT_OUTCOME_FILTERS)[number];

/** The nuqs parsers of the filters (defaults are "no filter"). */
export const auditFilterParsers = {
  rows: parseAsStringLiteral(AUDIT_ROW_KINDS).withDefault("people"),
  actor: parseAsString.withDefault(""),
  action: parseAsString.withDefault(""),
  outcome: parseAsStringLiteral(AUDIT_OUTCOME_FILTERS).withDefault("all"),
  targetType: parseAsString.withDefault(""),
  targetId: parseAsString.withDefault(""),
  from: parseAsIsoDate,
  to: parseAsIsoDate,
};

/** The filters as the query reads them. */
export interface AuditFilter {
  /** People's rows, the scheduled jobs' or both; an `actor` narrows it further. */
  rows: AuditRowKind;
  /** A user's id, or null for everyone. */
  actor: number | null;
  action: string | null;
  outcome: AuditOutcomeFilter;
  target: { type: string; id: string | null } | null;
  /** First instant included (a day's 00:00 UTC). */
  from: Date | null;
  /** First instant excluded (the day after `to`, 00:00 UTC). */
  before: Date | null;
}

const loadRaw = createLoader(auditFilterParsers);

const actorOf = (raw: string): AuditFilter["actor"] => {
  const id = parseAsInteger.parse(raw);
  return id !== null && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** Reads the filters from a page's `searchParams` or a request's URL. */
export function loadAuditFilter(input: LoaderInput): AuditFilter {
  const raw = loadRaw(input);
  const short = (text: string, max: number) => (text && text.length <= max ? text : null);
  const targetType = short(raw.targetType, 32);
  return {
    // `?actor=system`, the jobs' filter before `?rows=`, keeps meaning the jobs.
    rows: raw.actor === "system" ? "jobs" : raw.rows,
    actor: actorOf(raw.actor),
    action: short(raw.action, 64),
    outcome: raw.outcome,
    target: targetType ? { type: targetType, id: short(raw.targetId, 64) } : null,
    from: raw.from,
    before: raw.to ? new Date(raw.to.getTime() + 86_400_000) : null,
  };
}

/** The history of one row on /audit-log, for an entity page's "History" link: a job's changes to it included. */
export function auditHistoryHref(targetType: string, targetId: string | number): string {
  return `/audit-log?${new URLSearchParams({ rows: "all", targetType, targetId: String(targetId) })}`;
}
