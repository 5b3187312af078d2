/**
 * What a public status page shows (docs/federation-protocol.md "Status pages"), read from the database:
 * its components' states and 90 daily bars, current incidents and maintenance, and 14 days of incident
 * history. Only public words leave here: display names, incident titles and updates, maintenance titles
 * and descriptions; never a site's name, address or error. Dates are ISO 8601 strings, so the answer is
 * the JSON endpoint's body and survives Next's data cache as it is.
 */
import "server-only";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { incidentsOverlapping } from "@/lib/incidents/overlapping";
import type { Database } from "@/lib/db";
import {
  incidentUpdates,
  maintenanceWindows,
  maintenanceWindowSites,
  statusPageComponents,
  statusPageGroups,
  statusPages,
  type IncidentImpact,
  type IncidentStatus,
} from "@/lib/db/schema";
import { isIdentifier } from "@/lib/input/identifiers";
import { nextOccurrence } from "@/lib/scheduled-maintenance/occurrences";
import { mayApplyAfter } from "@/lib/scheduled-maintenance/site-rules";
import { readSitesHealth } from "@/lib/site-health/queries";
import { HEALTH_SEVERITY, type SiteHealthState } from "@/lib/site-health/rules";
import { incidentStates } from "./incident-impact";
import { dailyBars, dayFrames, type BarLevel, type DayCounts } from "./daily-bars";
import { dailyCounts } from "./daily-counts";
import { uptimeFigure } from "./uptime-figure";

/** A page's definition: what the cache tags and the read need before the data. */
export interface StatusPageDefinition {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  timeZone: string;
  siteIds: number[];
}

/** One component's day: its date, figures and level, and the incidents that touched it (ids into `incidents`). */
export interface PublicDay {
  date: string;
  up: number;
  down: number;
  uptime: number | null;
  level: BarLevel;
  incidentIds: number[];
}

/** A component as visitors see it. */
export interface PublicComponent {
  name: string;
  state: SiteHealthState;
  /** Uptime % over the 90 days' checks (lib/status-pages/uptime-figure.ts), null without checks. */
  uptime: number | null;
  /** The first day with checks (`YYYY-MM-DD`) when monitoring began within the 90 days: the figure is "since" it. */
  uptimeSince: string | null;
  days: PublicDay[];
}

/** An incident as visitors see it, its updates newest first. */
export interface PublicIncident {
  id: number;
  title: string;
  status: IncidentStatus;
  impact: IncidentImpact;
  startedAt: string;
  resolvedAt: string | null;
  postmortem: string | null;
  components: string[];
  updates: { status: IncidentStatus; body: string; at: string }[];
}

/** A maintenance window's current or next occurrence. */
export interface PublicMaintenance {
  id: number;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  weekly: boolean;
  inProgress: boolean;
  components: string[];
}

/** Everything the page, its JSON and its badges show. */
export interface PublicStatus {
  page: { name: string; slug: string; logoUrl: string | null; timeZone: string };
  /** The worst component state (operational with no components). */
  state: SiteHealthState;
  generatedAt: string;
  groups: { name: string | null; components: PublicComponent[] }[];
  /** Every incident the page mentions, by id: the open ones, the last 14 days', and those under a bar. */
  incidents: Record<number, PublicIncident>;
  /** Unresolved incidents, newest first (ids). */
  current: number[];
  /** Incidents resolved within the last 14 days, newest first (ids). */
  history: number[];
  /** Maintenance in progress or starting within 14 days, soonest first. */
  maintenance: PublicMaintenance[];
}

/** Days of incident history and of maintenance announced ahead. */
export const HISTORY_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * The published page at `slug` with its component sites, or null when there is none: a slug that breaks
 * the identifier rule (lib/input/identifiers.ts) is not looked up, and a draft is no page to the public.
 */
export async function readStatusPageDefinition(database: Database, slug: string): Promise<StatusPageDefinition | null> {
  if (!isIdentifier("slug", slug)) return null;
  const [page] = await database
    .select({
      id: statusPages.id,
      name: statusPages.name,
      slug: statusPages.slug,
      logoUrl: statusPages.logoUrl,
      timeZone: statusPages.timeZone,
    })
    .from(statusPages)
    .where(and(eq(statusPages.slug, slug), isNotNull(statusPages.publishedAt)));
  if (!page) return null;
  const sites = await database
    .select({ siteId: statusPageComponents.siteId })
    .from(statusPageComponents)
    .where(eq(statusPageComponents.pageId, page.id))
    .orderBy(asc(statusPageComponents.position));
  return { ...page, siteIds: sites.map((row) => row.siteId) };
}

/** The incidents on `siteIds` open at `now` or ended since `from`, with their sites (among `siteIds`) and updates. */
async function readIncidents(database: Database, siteIds: number[], from: Date, now: Date) {
  const rows = await incidentsOverlapping(database, siteIds, from, now);
  if (rows.length === 0) return { rows, updates: [] };
  const updates = await database
    .select({
      incidentId: incidentUpdates.incidentId,
      status: incidentUpdates.status,
      body: incidentUpdates.body,
      at: incidentUpdates.createdAt,
    })
    .from(incidentUpdates)
    .where(
      inArray(
        incidentUpdates.incidentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(sql`${incidentUpdates.createdAt} desc, ${incidentUpdates.id} desc`);
  return { rows, updates };
}

/** The maintenance windows on `siteIds` with an occurrence in progress at `now` or starting within 14 days. */
async function readMaintenance(
  database: Database,
  siteIds: number[],
  names: Map<number, string>,
  now: Date,
): Promise<PublicMaintenance[]> {
  const rows = await database
    .select({ window: maintenanceWindows, siteId: maintenanceWindowSites.siteId })
    .from(maintenanceWindowSites)
    .innerJoin(maintenanceWindows, eq(maintenanceWindows.id, maintenanceWindowSites.maintenanceId))
    .where(and(inArray(maintenanceWindowSites.siteId, siteIds), mayApplyAfter(now)));
  const byId = new Map<number, PublicMaintenance>();
  const horizon = now.getTime() + HISTORY_DAYS * DAY_MS;
  for (const { window, siteId } of rows) {
    let item = byId.get(window.id);
    if (!item) {
      const next = nextOccurrence(window, now);
      if (!next || next.startsAt.getTime() > horizon) continue;
      item = {
        id: window.id,
        title: window.title,
        description: window.description,
        startsAt: next.startsAt.toISOString(),
        endsAt: next.endsAt.toISOString(),
        weekly: window.repeatsWeekly,
        inProgress: next.startsAt.getTime() <= now.getTime(),
        components: [],
      };
      byId.set(window.id, item);
    }
    item.components.push(names.get(siteId)!);
  }
  return [...byId.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The worst of `states` by the health's severity order; operational when empty. */
export function worstState(states: readonly SiteHealthState[]): SiteHealthState {
  return states.reduce<SiteHealthState>(
    (worst, state) => (HEALTH_SEVERITY.indexOf(state) < HEALTH_SEVERITY.indexOf(worst) ? state : worst),
    "operational",
  );
}

/**
 * Reads what `page` shows at `now`. Four queries in parallel after the layout: the health of its sites,
 * their daily counts, their incidents, their maintenance. Throws only when the database fails.
 */
export async function readPublicStatus(
  database: Database,
  page: StatusPageDefinition,
  now: Date,
): Promise<PublicStatus> {
  const layout = await database
    .select({
      siteId: statusPageComponents.siteId,
      name: statusPageComponents.displayName,
      groupId: statusPageComponents.groupId,
      groupName: statusPageGroups.name,
      groupPosition: statusPageGroups.position,
    })
    .from(statusPageComponents)
    .leftJoin(statusPageGroups, eq(statusPageGroups.id, statusPageComponents.groupId))
    .where(eq(statusPageComponents.pageId, page.id))
    .orderBy(asc(statusPageComponents.position));
  const siteIds = layout.map((c) => c.siteId);
  const names = new Map(layout.map((c) => [c.siteId, c.name]));
  const frames = dayFrames(now, page.timeZone);
  const from = frames[0]!.startsAt;
  const historyFrom = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const [health, counts, found, maintenance] =
    siteIds.length === 0
      ? [[], new Map<number, Map<string, DayCounts>>(), { rows: [], updates: [] }, []]
      : await Promise.all([
          readSitesHealth({ siteIds }, now, database),
          dailyCounts(database, siteIds, page.timeZone, from),
          readIncidents(database, siteIds, from, now),
          readMaintenance(database, siteIds, names, now),
        ]);
  const incidentSitesById = new Map(found.rows.map((row) => [row.id, row.siteIds]));
  // A component is at least as bad as the open incidents naming it say (./incident-impact.ts).
  const openImpacts = (siteId: number) =>
    found.rows
      .filter((row) => row.resolvedAt === null && incidentSitesById.get(row.id)?.includes(siteId))
      .map((row) => row.impact);
  const stateOf = new Map(
    health.map((row) => [row.siteId, worstState([row.health.state, ...incidentStates(openImpacts(row.siteId))])]),
  );
  const byId: Record<number, PublicIncident> = {};
  for (const row of found.rows) {
    byId[row.id] = {
      id: row.id,
      title: row.title,
      status: row.status,
      impact: row.impact,
      startedAt: row.startedAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      postmortem: row.postmortem,
      components: siteIds.filter((id) => incidentSitesById.get(row.id)?.includes(id)).map((id) => names.get(id)!),
      updates: [],
    };
  }
  for (const update of found.updates)
    byId[update.incidentId]?.updates.push({ status: update.status, body: update.body, at: update.at.toISOString() });

  const groups: PublicStatus["groups"] = [];
  const groupIndex = new Map<number | null, number>();
  // Ungrouped components first, then the groups in their order.
  const ordered = [...layout].sort((a, b) => (a.groupPosition ?? -1) - (b.groupPosition ?? -1));
  for (const component of ordered) {
    const siteIncidents = found.rows
      .filter((row) => incidentSitesById.get(row.id)?.includes(component.siteId))
      .map((row) => ({ id: row.id, startedAt: row.startedAt, resolvedAt: row.resolvedAt }));
    const days = dailyBars(frames, counts.get(component.siteId) ?? new Map(), siteIncidents, now);
    const figure = uptimeFigure(days);
    if (!groupIndex.has(component.groupId)) {
      groupIndex.set(component.groupId, groups.length);
      groups.push({ name: component.groupName, components: [] });
    }
    groups[groupIndex.get(component.groupId)!]!.components.push({
      name: component.name,
      state: stateOf.get(component.siteId) ?? "unknown",
      uptime: figure.percent,
      uptimeSince: figure.since,
      days,
    });
  }

  const newestFirst = (a: PublicIncident, b: PublicIncident) => b.startedAt.localeCompare(a.startedAt);
  const all = Object.values(byId);
  return {
    page: { name: page.name, slug: page.slug, logoUrl: page.logoUrl, timeZone: page.timeZone },
    state: worstState(layout.map((c) => stateOf.get(c.siteId) ?? "unknown")),
    generatedAt: now.toISOString(),
    groups,
    incidents: byId,
    current: all
      .filter((i) => i.resolvedAt === null)
      .sort(newestFirst)
      .map((i) => i.id),
    history: all
      .filter((i) => i.resolvedAt !== null && i.resolvedAt >= historyFrom.toISOString())
      .sort(newestFirst)
      .map((i) => i.id),
    maintenance,
  };
}
