/**
 * The busy times in a host's own calendar (docs/decisions/bookings.md "Bookings"): an iCalendar file (RFC 5545)
 * as Google's or Outlook's "secret address in iCal format" serves it, parsed by `node-ical`. Every VEVENT
 * that is neither cancelled (`STATUS:CANCELLED`) nor free (`TRANSP:TRANSPARENT`) blocks its time;
 * a recurring one (`RRULE`) blocks each occurrence in the window but its `EXDATE`s. Events without an end
 * last their DTSTART's day (a date) or nothing (a time), as RFC 5545 §3.6.1 says.
 */
import ical, { type VEvent } from "node-ical";
import type { Interval } from "./slots";

/** Most busy times kept from one calendar: enough for a very full 90 days. */
export const MAX_BUSY_TIMES = 5_000;

const DAY_MS = 86_400_000;

/** The event's length in milliseconds. */
function lengthOf(event: VEvent): number {
  const start = new Date(event.start).getTime();
  if (event.end) return Math.max(0, new Date(event.end).getTime() - start);
  return event.datetype === "date" ? DAY_MS : 0;
}

/** The instants of `event`'s occurrences that start before `to` and end after `from`. */
function occurrences(event: VEvent, from: Date, to: Date): Date[] {
  const length = lengthOf(event);
  if (!event.rrule) return [new Date(event.start)];
  const excluded = new Set(Object.values(event.exdate ?? {}).map((d) => new Date(d).getTime()));
  return event.rrule.between(new Date(from.getTime() - length), to, true).filter((d) => !excluded.has(d.getTime()));
}

/**
 * The busy intervals of calendar text `text` that meet `[from, to)`, in start order, at most
 * `MAX_BUSY_TIMES`.
 * @throws Error when the text is not iCalendar.
 */
export function parseBusyTimes(text: string, from: Date, to: Date): Interval[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new Error("The address did not answer with an iCalendar file");
  const busy: Interval[] = [];
  for (const component of Object.values(ical.sync.parseICS(text))) {
    if (component?.type !== "VEVENT") continue;
    const event = component as VEvent;
    if (event.status === "CANCELLED" || event.transparency === "TRANSPARENT") continue;
    const length = lengthOf(event);
    if (length === 0) continue;
    for (const start of occurrences(event, from, to)) {
      const end = new Date(start.getTime() + length);
      if (start < to && end > from) busy.push({ start, end });
    }
  }
  return busy.sort((a, b) => a.start.getTime() - b.start.getTime()).slice(0, MAX_BUSY_TIMES);
}
