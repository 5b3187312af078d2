/**
 * A status page's calendar months in its own time zone (docs/federation-protocol.md "Monthly report"):
 * a month runs from local midnight of its 1st to local midnight of the next month's 1st, so it is a few
 * hours off UTC's and one hour shorter or longer across a clock change. Its days are the daily bars'
 * frames (lib/status-pages/daily-bars.ts), so the report and the page count the same checks. Pure.
 */
import type { DayFrame } from "@/lib/status-pages/daily-bars";
import { addDays, localDate, startOfLocalDay } from "@/lib/format/zoned-time";

/** A month as `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** One month of a zone: its key, its bounds (end exclusive) and its local days. */
export interface MonthFrame {
  month: string;
  startsAt: Date;
  endsAt: Date;
  days: DayFrame[];
}

/** `month` (`YYYY-MM`) moved by `months` (negative: earlier). */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const total = year * 12 + (index - 1) + months;
  return `${String(Math.floor(total / 12)).padStart(4, "0")}-${String((total % 12) + 1).padStart(2, "0")}`;
}

/** The month (`YYYY-MM`) `instant` falls in, in `timeZone`. */
export function monthOf(instant: Date, timeZone: string): string {
  return localDate(instant, timeZone).slice(0, 7);
}

/** The last month of `timeZone` that has ended at `now`: the one before the month `now` falls in. */
export function lastEndedMonth(now: Date, timeZone: string): string {
  return addMonths(monthOf(now, timeZone), -1);
}

/**
 * The first month a page reports on: the month of `timeZone` it was created in (docs/decisions/status-pages.md
 * "Monthly reports: bounds and the printed copy"). Earlier months are refused and not listed.
 */
export function firstReportMonth(createdAt: Date, timeZone: string): string {
  return monthOf(createdAt, timeZone);
}

/** `month`'s bounds and days in `timeZone`. Throws a RangeError for a `month` that is not `YYYY-MM`. */
export function monthFrame(month: string, timeZone: string): MonthFrame {
  if (!MONTH_PATTERN.test(month)) throw new RangeError(`Not a month: ${month}`);
  const first = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  const days: DayFrame[] = [];
  for (let date = first; date < next; date = addDays(date, 1)) {
    days.push({ date, startsAt: startOfLocalDay(date, timeZone), endsAt: startOfLocalDay(addDays(date, 1), timeZone) });
  }
  return { month, startsAt: days[0]!.startsAt, endsAt: days.at(-1)!.endsAt, days };
}

/** The `count` months of `timeZone` that ended last before `now`, newest first, none before `first` (`YYYY-MM`) when given. */
export function endedMonths(now: Date, timeZone: string, count: number, first?: string): string[] {
  const last = lastEndedMonth(now, timeZone);
  return Array.from({ length: count }, (_, index) => addMonths(last, -index)).filter(
    (month) => first === undefined || month >= first,
  );
}
