/**
 * The maintenance rules covering sites (docs/federation-protocol.md "Incidents and maintenance"): the one
 * read behind the site health's maintenance input and the uptime state machine's. A rule is read when it
 * may still have an occurrence that has not ended at the given moment: a one-off window that ends after
 * it, or a weekly one not run out a week before it (an occurrence lasts less than a week).
 *
 * Not `server-only`: the uptime checks read it and also run in plain Node (bench:uptime).
 */
import { and, eq, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { maintenanceWindows, maintenanceWindowSites } from "@/lib/db/schema";
import { occurrencesBetween, type MaintenanceOccurrence, type MaintenanceRule } from "./occurrences";

const WEEK_MS = 7 * 86_400_000;

/** The condition on `maintenance_windows` of a rule that may be in effect at or after `at`. */
export function mayApplyAfter(at: Date) {
  const w = maintenanceWindows;
  return or(
    gt(w.endsAt, at),
    and(eq(w.repeatsWeekly, true), or(isNull(w.repeatUntil), gt(w.repeatUntil, new Date(at.getTime() - WEEK_MS)))),
  );
}

/** The rules of `siteIds` (every site when null) that may be in effect at or after `at`, by site id. */
export async function readMaintenanceRules(
  database: Database,
  siteIds: readonly number[] | null,
  at: Date,
): Promise<Map<number, MaintenanceRule[]>> {
  const w = maintenanceWindows;
  const rows = await database
    .select({
      siteId: maintenanceWindowSites.siteId,
      id: w.id,
      title: w.title,
      startsAt: w.startsAt,
      endsAt: w.endsAt,
      repeatsWeekly: w.repeatsWeekly,
      repeatUntil: w.repeatUntil,
      timeZone: w.timeZone,
    })
    .from(maintenanceWindowSites)
    .innerJoin(w, eq(w.id, maintenanceWindowSites.maintenanceId))
    .where(and(mayApplyAfter(at), siteIds ? inArray(maintenanceWindowSites.siteId, [...siteIds]) : undefined));
  const bySite = new Map<number, MaintenanceRule[]>();
  for (const { siteId, ...rule } of rows) {
    const list = bySite.get(siteId) ?? [];
    list.push(rule);
    bySite.set(siteId, list);
  }
  return bySite;
}

/** The occurrences of `rules` overlapping [from, to), in start order. */
export function occurrencesOf(rules: readonly MaintenanceRule[], from: Date, to: Date): MaintenanceOccurrence[] {
  return rules
    .flatMap((rule) => occurrencesBetween(rule, from, to))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The rules covering the claimed monitor's site, as a JSON array in the claim's own statement
 * (lib/uptime/claim-due-monitors.ts), so a check costs no extra round trip. `siteId` is the claim's
 * site column, `at` the check's time.
 */
export function maintenanceRulesJson(siteId: SQL, at: Date): SQL<MaintenanceRuleJson[]> {
  const w = maintenanceWindows;
  return sql`(select coalesce(json_agg(json_build_object('id', ${w.id}, 'title', ${w.title}, 'startsAt', ${w.startsAt},
      'endsAt', ${w.endsAt}, 'repeatsWeekly', ${w.repeatsWeekly}, 'repeatUntil', ${w.repeatUntil}, 'timeZone', ${w.timeZone})), '[]')
    from ${maintenanceWindowSites} join ${w} on ${w.id} = ${maintenanceWindowSites.maintenanceId}
    where ${maintenanceWindowSites.siteId} = ${siteId} and ${mayApplyAfter(at)})`;
}

/** A rule as `maintenanceRulesJson` carries it (dates as ISO strings). */
export interface MaintenanceRuleJson {
  id: number;
  title: string;
  startsAt: string;
  endsAt: string;
  repeatsWeekly: boolean;
  repeatUntil: string | null;
  timeZone: string;
}

/** A rule read back from `maintenanceRulesJson`. */
export function ruleFromJson(json: MaintenanceRuleJson): MaintenanceRule {
  return {
    ...json,
    startsAt: new Date(json.startsAt),
    endsAt: new Date(json.endsAt),
    repeatUntil: json.repeatUntil === null ? null : new Date(json.repeatUntil),
  };
}
