/**
 * Reads what the slot computation needs (lib/bookings/slots.ts) for one event type: its hosts with their
 * zone, weekly hours, date overrides, busy times from their own calendars and live bookings of every event
 * type around the asked window (a week either side, for the round robin's week and the daily cap). Typed
 * Drizzle on the hosts' indexes.
 */
import "server-only";
import { and, eq, gte, inArray, lt, ne } from "drizzle-orm";
import type { Database } from "@/lib/db";
import {
  bookingBusyTimes,
  bookingDateOverrides,
  bookingEventTypes,
  bookingHostProfiles,
  bookingHosts,
  bookings,
  bookingWeeklyHours,
  users,
  type BookingEventType,
} from "@/lib/db/schema";
import { memberName } from "@/lib/team/member-name";
import { addDays, zonedDate, type HostAvailability, type SlotRules } from "./slots";

const WEEK_MS = 7 * 86_400_000;

/** The active event type at `/book/<slug>`, or null. */
export async function activeEventType(database: Database, slug: string): Promise<BookingEventType | null> {
  const [row] = await database
    .select()
    .from(bookingEventTypes)
    .where(and(eq(bookingEventTypes.slug, slug), eq(bookingEventTypes.isActive, true)));
  return row ?? null;
}

/** An event type's slot rules. */
export function slotRules(eventType: BookingEventType): SlotRules {
  return {
    eventTypeId: eventType.id,
    durationMinutes: eventType.durationMinutes,
    bufferBeforeMinutes: eventType.bufferBeforeMinutes,
    bufferAfterMinutes: eventType.bufferAfterMinutes,
    minimumNoticeMinutes: eventType.minimumNoticeMinutes,
    horizonDays: eventType.horizonDays,
    dailyCap: eventType.dailyCap,
  };
}

/**
 * The rules a team member's move is held to (docs/decisions/bookings.md "The team reschedules"): the hosts'
 * hours and free time, not the guests' minimum notice, horizon or daily cap.
 */
export function teamSlotRules(eventType: BookingEventType): SlotRules {
  return { ...slotRules(eventType), minimumNoticeMinutes: 0, horizonDays: Number.POSITIVE_INFINITY, dailyCap: null };
}

/**
 * The hosts of `eventTypeId` (active accounts with a zone) and what makes them busy between `from` and
 * `to`, widened by a week either side.
 */
export async function hostAvailability(
  database: Database,
  eventTypeId: number,
  window: { from: Date; to: Date },
): Promise<HostAvailability[]> {
  const hosts = await database
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: bookingHostProfiles.timeZone,
    })
    .from(bookingHosts)
    .innerJoin(users, eq(users.id, bookingHosts.userId))
    .innerJoin(bookingHostProfiles, eq(bookingHostProfiles.userId, bookingHosts.userId))
    .where(and(eq(bookingHosts.eventTypeId, eventTypeId), eq(users.isActive, true)));
  if (hosts.length === 0) return [];
  const ids = hosts.map((h) => h.id);
  const from = new Date(window.from.getTime() - WEEK_MS);
  const to = new Date(window.to.getTime() + WEEK_MS);
  const [weekly, overrides, booked, external] = await Promise.all([
    database.select().from(bookingWeeklyHours).where(inArray(bookingWeeklyHours.userId, ids)),
    database
      .select()
      .from(bookingDateOverrides)
      .where(
        and(
          inArray(bookingDateOverrides.userId, ids),
          gte(bookingDateOverrides.date, addDays(zonedDate(from, "UTC"), -1)),
          lt(bookingDateOverrides.date, addDays(zonedDate(to, "UTC"), 2)),
        ),
      ),
    database
      .select({
        hostId: bookings.hostId,
        startAt: bookings.startAt,
        endAt: bookings.endAt,
        bufferBeforeMinutes: bookings.bufferBeforeMinutes,
        bufferAfterMinutes: bookings.bufferAfterMinutes,
        eventTypeId: bookings.eventTypeId,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.hostId, ids),
          ne(bookings.status, "cancelled"),
          gte(bookings.startAt, from),
          lt(bookings.startAt, to),
        ),
      ),
    // Busy times from the hosts' own calendars (lib/bookings/host-calendars.ts); a day's margin for long events.
    database
      .select()
      .from(bookingBusyTimes)
      .where(
        and(
          inArray(bookingBusyTimes.userId, ids),
          gte(bookingBusyTimes.startAt, new Date(from.getTime() - 86_400_000)),
          lt(bookingBusyTimes.startAt, to),
        ),
      ),
  ]);
  return hosts.map((host) => ({
    id: host.id,
    name: memberName(host),
    timeZone: host.timeZone,
    weekly: weekly.filter((w) => w.userId === host.id),
    overrides: overrides.filter((o) => o.userId === host.id),
    bookings: booked.filter((b) => b.hostId === host.id),
    busy: external.filter((b) => b.userId === host.id).map((b) => ({ start: b.startAt, end: b.endAt })),
  }));
}
