/**
 * When a maintenance window is in effect (docs/federation-protocol.md "Incidents and maintenance"): a
 * one-off window once, a weekly one every seven local days at the same wall-clock time in its zone, so a
 * 02:00–04:00 window stays 02:00–04:00 across daylight-saving changes (its length in hours then moves
 * with the clock, as a visitor reading the page expects). Pure: the state machine, the site health and
 * the status pages expand the stored rules with it.
 */
import { addDays, instantAt, localDate, localTime } from "@/lib/format/zoned-time";
import type { MaintenanceWindow } from "@/lib/site-health/maintenance-windows";

/** A stored window (lib/db/schema/incidents.ts `maintenance_windows`) as the expansion reads it. */
export interface MaintenanceRule {
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  repeatsWeekly: boolean;
  repeatUntil: Date | null;
  timeZone: string;
}

/** One occurrence of a rule: the window and which rule it came from. */
export interface MaintenanceOccurrence extends MaintenanceWindow {
  maintenanceId: number;
}

const WEEK_DAYS = 7;
const DAY_MS = 86_400_000;

/** Occurrence `week` (0 = the first) of a weekly rule: the first's local start and end moved by whole weeks. */
function weeklyOccurrence(rule: MaintenanceRule, week: number): MaintenanceOccurrence {
  const shift = (instant: Date) =>
    instantAt(
      addDays(localDate(instant, rule.timeZone), week * WEEK_DAYS),
      localTime(instant, rule.timeZone),
      rule.timeZone,
    );
  return { maintenanceId: rule.id, title: rule.title, startsAt: shift(rule.startsAt), endsAt: shift(rule.endsAt) };
}

/**
 * The occurrences of `rule` that overlap [from, to), in time order. A weekly rule's occurrences start at
 * or before `repeatUntil` (when set).
 */
export function occurrencesBetween(rule: MaintenanceRule, from: Date, to: Date): MaintenanceOccurrence[] {
  const overlaps = (o: MaintenanceWindow) => o.startsAt.getTime() < to.getTime() && o.endsAt.getTime() > from.getTime();
  if (!rule.repeatsWeekly) {
    const once = { maintenanceId: rule.id, title: rule.title, startsAt: rule.startsAt, endsAt: rule.endsAt };
    return overlaps(once) ? [once] : [];
  }
  const found: MaintenanceOccurrence[] = [];
  // The first week that could overlap `from`; a day of slack covers an offset change moving an occurrence.
  const weekMs = WEEK_DAYS * DAY_MS;
  let week = Math.max(0, Math.floor((from.getTime() - rule.endsAt.getTime() - DAY_MS) / weekMs));
  for (; ; week++) {
    const occurrence = weeklyOccurrence(rule, week);
    if (occurrence.startsAt.getTime() >= to.getTime()) break;
    if (rule.repeatUntil && occurrence.startsAt.getTime() > rule.repeatUntil.getTime()) break;
    if (overlaps(occurrence)) found.push(occurrence);
  }
  return found;
}

/** The next occurrence of `rule` that has not ended at `at`, or null when none is left. */
export function nextOccurrence(rule: MaintenanceRule, at: Date): MaintenanceOccurrence | null {
  if (!rule.repeatsWeekly)
    return rule.endsAt.getTime() > at.getTime() ? occurrencesBetween(rule, rule.startsAt, rule.endsAt)[0]! : null;
  // A weekly rule has one within any eight days unless it has run out.
  return occurrencesBetween(rule, at, new Date(at.getTime() + (WEEK_DAYS + 1) * DAY_MS))[0] ?? null;
}
