/**
 * Calendar dates in an IANA time zone, with the platform's `Intl` data: the local date of an instant,
 * the instant a local midnight or wall-clock time falls on (daylight-saving safe). Time-zone arithmetic,
 * not display: the status pages' days, weekly maintenance and the TODO digest's week use it.
 */
import { isoDay } from "@/lib/format/date";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: +parts.year!,
    month: +parts.month!,
    day: +parts.day!,
    hour: +parts.hour!,
    minute: +parts.minute!,
    second: +parts.second!,
  };
}

/** The calendar date (`YYYY-MM-DD`) of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** `date` (`YYYY-MM-DD`) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return (
    Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (instant.getTime() - instant.getMilliseconds())
  );
}

/** The instant `date` begins (00:00 local) in `timeZone`; where midnight is skipped by a clock change, the first instant of the day. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`);
  let instant = guess - offsetMs(new Date(guess), timeZone);
  // A second pass corrects for an offset change between the guess and the answer.
  instant = guess - offsetMs(new Date(instant), timeZone);
  return localDate(new Date(instant), timeZone) < date ? new Date(instant + 60 * 60 * 1000) : new Date(instant);
}

/** The wall-clock time (`HH:MM`, 24-hour) of `instant` in `timeZone`. */
export function localTime(instant: Date, timeZone: string): string {
  const { hour, minute } = wallClock(instant, timeZone);
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * The instant the clock in `timeZone` reads `date` (`YYYY-MM-DD`) at `time` (`HH:MM`). A time a clock
 * change skips is read with the offset before the change, so it lands just after the gap (02:30 on a
 * spring-forward night in New York is 03:30 EDT), as ECMAScript Temporal's "compatible" disambiguation
 * does; a time that happens twice (fall back) is its first occurrence.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let instant = wall - offsetMs(new Date(wall), timeZone);
  instant = wall - offsetMs(new Date(instant), timeZone);
  if (localDate(new Date(instant), timeZone) !== date || localTime(new Date(instant), timeZone) !== time) {
    // Inside a gap: the offset in force a few hours earlier is the one before the change.
    instant = wall - offsetMs(new Date(instant - 6 * 60 * 60 * 1000), timeZone);
  }
  return new Date(instant);
}

/**
 * The IANA zone of the runtime: in a client component, the browser's (what a person in New York means by
 * "9:00"), for the defaults of forms that ask for a zone and for confirmations in the user's own time;
 * "UTC" when the runtime names none. Never read it while rendering what the server also renders.
 */
export function runtimeTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
