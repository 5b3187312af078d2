/**
 * When the weekly digest is due (`email_scheduler`: scheduleDay, scheduleTime, timeZone): the next
 * matching wall-clock time after an instant, computed by croner in the row's time zone, so clock
 * changes and week boundaries are handled by the library.
 */
import { Cron } from "croner";
import type { ScheduleDay } from "./schemas";

/** Croner's weekday numbers (0 = Sunday). */
const WEEKDAY: Record<ScheduleDay, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** The schedule fields of an `email_scheduler` row. */
export interface DigestSchedule {
  scheduleDay: string;
  scheduleTime: string;
  timeZone: string;
}

/**
 * The first scheduled instant strictly after `after`. An unknown day counts as monday, the spec's default.
 * @throws RangeError when `timeZone` is unknown or `scheduleTime` is not `HH:MM[:SS]`.
 */
export function nextScheduledRun(schedule: DigestSchedule, after: Date): Date {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(schedule.scheduleTime);
  if (!match) throw new RangeError(`Invalid schedule time "${schedule.scheduleTime}"`);
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  const weekday = WEEKDAY[schedule.scheduleDay as ScheduleDay] ?? WEEKDAY.monday;
  const cron = new Cron(`${second} ${minute} ${hour} * * ${weekday}`, { timezone: schedule.timeZone, paused: true });
  const next = cron.nextRun(after);
  if (!next) throw new RangeError("The schedule has no next run");
  return next;
}
