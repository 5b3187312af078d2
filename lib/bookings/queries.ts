/**
 * The public booking pages' reads: the active event types for /book, and the offered days of one for
 * /book/<slug> and a guest's move, in the visitor's zone.
 */
import "server-only";
import { asc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { bookingEventTypes, type Booking, type BookingEventType } from "@/lib/db/schema";
import { formatTimeIn, formatWeekdayIn } from "@/lib/format/date";
import { hostAvailability, slotRules, teamSlotRules } from "./availability";
import { addDays, computeSlots, slotsByDay, zonedDate } from "./slots";

/** Days a booking page shows at once. */
export const OFFERED_DAYS = 28;

/** A free start (ISO 8601, UTC) and its wall clock in the visitor's zone ("9:30 AM"). */
export interface OfferedStart {
  at: string;
  label: string;
}

/**
 * One day of a booking page: its date in the visitor's zone (`YYYY-MM-DD`), that date as "Mon, Jan 12" and
 * its free starts. The labels are made here, on the server, so the pages' times ship without the date
 * formatting module (docs/decisions/public-site.md "Public pages: booking and quote pages measured, landing
 * sections laid out after the first paint").
 */
export interface OfferedDay {
  date: string;
  label: string;
  starts: OfferedStart[];
}

/** The active event types, by name. */
export function publicEventTypes(): Promise<BookingEventType[]> {
  return db
    .select()
    .from(bookingEventTypes)
    .where(eq(bookingEventTypes.isActive, true))
    .orderBy(asc(bookingEventTypes.name), asc(bookingEventTypes.id));
}

/**
 * The days from today (in `timeZone`) with free starts of `eventType`, up to `OFFERED_DAYS` days or its
 * horizon. With `moving`, only that booking's host, and its own time counts as free; with `team`, the
 * team's rules (lib/bookings/availability.ts `teamSlotRules`) rather than the guests'.
 */
export async function offeredDays(
  eventType: BookingEventType,
  timeZone: string,
  options: { moving?: Booking; now?: Date; team?: boolean } = {},
): Promise<OfferedDay[]> {
  const now = options.now ?? new Date();
  const rules = options.team ? teamSlotRules(eventType) : slotRules(eventType);
  const from = zonedDate(now, timeZone);
  const to = addDays(from, Math.min(OFFERED_DAYS, rules.horizonDays + 1));
  const window = { from: now, to: new Date(now.getTime() + (OFFERED_DAYS + 2) * 86_400_000) };
  let hosts = await hostAvailability(db, eventType.id, window);
  const moving = options.moving;
  if (moving)
    hosts = hosts
      .filter((h) => h.id === moving.hostId)
      .map((h) => ({ ...h, bookings: h.bookings.filter((b) => b.startAt.getTime() !== moving.startAt.getTime()) }));
  const slots = computeSlots(rules, hosts, { from, to, timeZone, now });
  return slotsByDay(slots, timeZone).map((day) => ({
    date: day.date,
    // A calendar date already in the visitor's zone, read at noon UTC so no zone shifts it.
    label: formatWeekdayIn(`${day.date}T12:00:00Z`, "UTC"),
    starts: day.slots.map((s) => ({ at: s.startAt.toISOString(), label: formatTimeIn(s.startAt, timeZone) })),
  }));
}
