/**
 * The one uptime figure a status page states about a component or a page (docs/decisions/status-pages.md "The uptime
 * figure covers the monitored time"), the same on the page, in its JSON, on its uptime badge and in the
 * monthly report: passing checks over passing and failed checks (`uptimePercent`) of the days that had
 * checks, with the first of those days when monitoring began inside the window, so a site watched for
 * minutes reads "100 % uptime since Nov 27" and not "over 90 days"; no figure at all without checks.
 * Pure: lib/ and components/ both use it.
 */
import { formatMonthDay } from "@/lib/format/date";
import { uptimePercent, type DayCounts } from "./daily-bars";

/** A window's uptime: its percent (two decimals, null without checks) and since when it was measured. */
export interface UptimeFigure {
  percent: number | null;
  /**
   * The first local date (`YYYY-MM-DD`) with checks when it is not the window's first day: monitoring
   * began inside the window. Null when the first day had checks, or when none had.
   */
  since: string | null;
}

/** The figure of `days` (a window of local days, oldest first, each with its checks). */
export function uptimeFigure(days: readonly (DayCounts & { date: string })[]): UptimeFigure {
  const first = days.findIndex((day) => day.up + day.down > 0);
  if (first === -1) return { percent: null, since: null };
  const total = days.reduce((sum, day) => ({ up: sum.up + day.up, down: sum.down + day.down }), { up: 0, down: 0 });
  return { percent: uptimePercent(total.up, total.down), since: first === 0 ? null : days[first]!.date };
}

/** The figure of several components over the same window: their checks summed day by day. */
export function combinedUptimeFigure(components: readonly (readonly (DayCounts & { date: string })[])[]): UptimeFigure {
  const byDate = new Map<string, DayCounts & { date: string }>();
  for (const days of components)
    for (const day of days) {
      const sum = byDate.get(day.date) ?? { date: day.date, up: 0, down: 0 };
      byDate.set(day.date, { date: day.date, up: sum.up + day.up, down: sum.down + day.down });
    }
  return uptimeFigure([...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)));
}

/** The window's extent in words: "since Nov 27" when monitoring began inside it, else `window` ("over 90 days"). */
export function uptimeWindowWords(figure: UptimeFigure, window: string): string {
  return figure.since ? `since ${formatMonthDay(figure.since)}` : window;
}

/**
 * The figure as a sentence: "99.95 % uptime over 90 days", "100.00 % uptime since Nov 27", or "No checks
 * yet" without checks. `window` names the whole window ("over 90 days", "in November 2026").
 */
export function describeUptime(figure: UptimeFigure, window: string): string {
  return figure.percent === null
    ? "No checks yet"
    : `${figure.percent.toFixed(2)} % uptime ${uptimeWindowWords(figure, window)}`;
}
