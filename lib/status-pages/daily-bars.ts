/**
 * A component's 90 daily bars (docs/federation-protocol.md "Status pages"): the page's last 90 calendar
 * days in its time zone, today last; each day's uptime % from the checks counted in it (passing over
 * passing and failed, maintenance checks in neither, as everywhere else: lib/uptime/queries.ts), its colour
 * by threshold, and the incidents that overlapped it. A day is local midnight to local midnight, so it
 * lasts 23 or 25 hours across a daylight-saving change. Checks are counted in the day their time falls in;
 * an hour rolled up after 7 days counts in the day its start falls in (so in a zone offset by a half or
 * quarter hour, the one hour that straddles midnight counts wholly in the day it starts). Pure.
 */
import { addDays, localDate, startOfLocalDay } from "@/lib/format/zoned-time";

/** Days a component's bars cover. */
export const BAR_DAYS = 90;

/** A bar's colour class: no checks, or how its uptime compares with the thresholds. */
export const BAR_LEVELS = ["none", "ok", "minor", "major", "critical"] as const;
export type BarLevel = (typeof BAR_LEVELS)[number];

/**
 * The thresholds, lowest uptime % of each level: 99.9 % allows 86 s of failed checks a day (about one
 * minute-check), 99 % about 14 minutes, 95 % 72 minutes; below that the day was mostly an outage.
 */
export const BAR_THRESHOLDS: readonly { level: Exclude<BarLevel, "none">; atLeast: number }[] = [
  { level: "ok", atLeast: 99.9 },
  { level: "minor", atLeast: 99 },
  { level: "major", atLeast: 95 },
  { level: "critical", atLeast: 0 },
];

/** One local day of the page's zone: its date and the instants it begins and ends. */
export interface DayFrame {
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/** Passing and failed checks counted in one day. */
export interface DayCounts {
  up: number;
  down: number;
}

/** An incident as the bars place it: its id and when it began and ended (null: still open). */
export interface BarIncident {
  id: number;
  startedAt: Date;
  resolvedAt: Date | null;
}

/** One bar: its day, its counts, its uptime % (null without checks), level, and the incidents that overlapped it. */
export interface DayBar {
  date: string;
  up: number;
  down: number;
  uptime: number | null;
  level: BarLevel;
  incidentIds: number[];
}

/** Uptime % with two decimals as the console rounds it, or null when no check counted. */
export function uptimePercent(up: number, down: number): number | null {
  return up + down === 0 ? null : Math.round((10_000 * up) / (up + down)) / 100;
}

/** The level of a day with `uptime` % (null: no checks). */
export function barLevel(uptime: number | null): BarLevel {
  if (uptime === null) return "none";
  return BAR_THRESHOLDS.find((t) => uptime >= t.atLeast)!.level;
}

/** The last `days` local days of `timeZone` up to and including the one `now` falls in, oldest first. */
export function dayFrames(now: Date, timeZone: string, days: number = BAR_DAYS): DayFrame[] {
  const today = localDate(now, timeZone);
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(today, index - days + 1);
    return { date, startsAt: startOfLocalDay(date, timeZone), endsAt: startOfLocalDay(addDays(date, 1), timeZone) };
  });
}

/**
 * The bars of `frames`: `counts` by local date (`YYYY-MM-DD`; a missing day had no checks), and the ids of
 * `incidents` that overlapped each day (an open one runs until `now`).
 */
export function dailyBars(
  frames: readonly DayFrame[],
  counts: ReadonlyMap<string, DayCounts>,
  incidents: readonly BarIncident[],
  now: Date,
): DayBar[] {
  return frames.map((frame) => {
    const { up, down } = counts.get(frame.date) ?? { up: 0, down: 0 };
    const uptime = uptimePercent(up, down);
    const incidentIds = incidents
      .filter((incident) => {
        const end = (incident.resolvedAt ?? now).getTime();
        return incident.startedAt.getTime() < frame.endsAt.getTime() && end >= frame.startsAt.getTime();
      })
      .map((incident) => incident.id);
    return { date: frame.date, up, down, uptime, level: barLevel(uptime), incidentIds };
  });
}
