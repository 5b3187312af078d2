/**
 * The console's week (docs/decisions/bookings.md "Bookings"): Monday to Sunday in the console's zone, holding `?week=`
 * (any of its dates) or today, as dates and the instants that bound it.
 */
import { addDays, zonedDate, zonedInstant } from "./slots";

/** A week of the console: its seven dates, today's date, its bounds, and the neighbouring weeks' Mondays. */
export interface ConsoleWeek {
  dates: string[];
  today: string;
  from: Date;
  to: Date;
  previous: string;
  next: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The week holding `week` (or today when it is not a date) in `timeZone`, at `now`. */
export function consoleWeek(week: string, timeZone: string, now = new Date()): ConsoleWeek {
  const today = zonedDate(now, timeZone);
  const anchor = DATE.test(week) && !Number.isNaN(Date.parse(`${week}T00:00:00Z`)) ? week : today;
  const weekday = new Date(`${anchor}T00:00:00Z`).getUTCDay();
  const monday = addDays(anchor, -((weekday + 6) % 7));
  const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return {
    dates,
    today,
    from: zonedInstant(monday, "00:00", timeZone),
    to: zonedInstant(addDays(monday, 7), "00:00", timeZone),
    previous: addDays(monday, -7),
    next: addDays(monday, 7),
  };
}

/** Today in `timeZone`, as the instants that bound it. */
export function consoleToday(timeZone: string, now = new Date()): { from: Date; to: Date } {
  const today = zonedDate(now, timeZone);
  return { from: zonedInstant(today, "00:00", timeZone), to: zonedInstant(addDays(today, 1), "00:00", timeZone) };
}
