/**
 * The public booking pages' reads: the active event types for /book, and the offered days of one for
 * /book/<slug> and a guest's move, in the visitor's zone.
 */
import "server-only";
import { asc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { bookingEventTypes, type Booking, type BookingEventType } from "@/lib/db/schema";
import { hostAvailability, slotRules, teamSlotRules } from "./availability";
import { addDays, computeSlots, slotsByDay, zonedDate } from "./slots";

/** Days a booking page shows at once. */
export const OFFERED_DAYS = 28;

/** One day of a booking page: its date in the visitor's zone and its free starts (ISO 8601, UTC). */
export interface OfferedDay {
  date: string;
  starts: string[];
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
    starts: day.slots.map((s) => s.startAt.toISOString()),
  }));
}
