/**
 * /bookings/settings' reads: every event type with its host ids, and every active team member who may
 * host (owner or staff) with their zone, weekly hours and date overrides from today on.
 */
import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  bookingDateOverrides,
  bookingEventTypes,
  bookingHostProfiles,
  bookingHosts,
  bookingWeeklyHours,
  users,
  type BookingEventType,
} from "@/lib/db/schema";
import { isoDay } from "@/lib/format/date";
import { memberName } from "@/lib/team/member-name";
import type { DateOverride, WallRange } from "./settings-schemas";

/** An event type and who hosts it. */
export type EventTypeWithHosts = BookingEventType & { hostIds: number[] };

/** A team member's hours: zone (null until set), seven weekdays of ranges (Sunday first), overrides. */
export interface HostHours {
  userId: number;
  name: string;
  timeZone: string | null;
  /** Whether their private calendar feed is on. */
  hasFeed: boolean;
  /** Their own calendar: whether one is read, when it last was, and why that failed. */
  calendar: { connected: boolean; checkedAt: Date | null; error: string | null };
  weekly: WallRange[][];
  overrides: DateOverride[];
}

export async function eventTypesWithHosts(): Promise<EventTypeWithHosts[]> {
  const [types, hosts] = await Promise.all([
    db.select().from(bookingEventTypes).orderBy(asc(bookingEventTypes.name), asc(bookingEventTypes.id)),
    db.select().from(bookingHosts),
  ]);
  return types.map((t) => ({ ...t, hostIds: hosts.filter((h) => h.eventTypeId === t.id).map((h) => h.userId) }));
}

export async function teamHostHours(now = new Date()): Promise<HostHours[]> {
  const members = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: bookingHostProfiles.timeZone,
      feedTokenHash: bookingHostProfiles.feedTokenHash,
      calendarUrlSealed: bookingHostProfiles.calendarUrlSealed,
      calendarCheckedAt: bookingHostProfiles.calendarCheckedAt,
      calendarError: bookingHostProfiles.calendarError,
    })
    .from(users)
    .leftJoin(bookingHostProfiles, eq(bookingHostProfiles.userId, users.id))
    .where(and(inArray(users.role, ["owner", "staff"]), eq(users.isActive, true)))
    .orderBy(asc(users.username));
  const ids = members.map((m) => m.id);
  if (ids.length === 0) return [];
  const [weekly, overrides] = await Promise.all([
    db
      .select()
      .from(bookingWeeklyHours)
      .where(inArray(bookingWeeklyHours.userId, ids))
      .orderBy(asc(bookingWeeklyHours.startTime)),
    db
      .select()
      .from(bookingDateOverrides)
      .where(and(inArray(bookingDateOverrides.userId, ids), gte(bookingDateOverrides.date, isoDay(now))))
      .orderBy(asc(bookingDateOverrides.date), asc(bookingDateOverrides.startTime)),
  ]);
  return members.map((m) => {
    const own = overrides.filter((o) => o.userId === m.id);
    const dates = [...new Set(own.map((o) => o.date))];
    return {
      userId: m.id,
      name: memberName(m),
      timeZone: m.timeZone,
      hasFeed: m.feedTokenHash !== null,
      calendar: { connected: m.calendarUrlSealed !== null, checkedAt: m.calendarCheckedAt, error: m.calendarError },
      weekly: Array.from({ length: 7 }, (_, weekday) =>
        weekly
          .filter((w) => w.userId === m.id && w.weekday === weekday)
          .map(({ startTime, endTime }) => ({ startTime, endTime })),
      ),
      overrides: dates.map((date) => ({
        date,
        ranges: own.flatMap((o) =>
          o.date === date && o.startTime && o.endTime ? [{ startTime: o.startTime, endTime: o.endTime }] : [],
        ),
      })),
    };
  });
}
