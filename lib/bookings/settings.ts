/**
 * Writes of the booking settings: an event type with its hosts, a host's zone, weekly hours and date
 * overrides. Each replaces the rows it owns in one transaction, so the slots never see half a change.
 */
import { randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "@/lib/db";
import {
  bookingBusyTimes,
  bookingDateOverrides,
  bookingEventTypes,
  bookingHostProfiles,
  bookingHosts,
  bookingWeeklyHours,
} from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { sealCalendarUrl } from "./host-calendars";
import type { EventTypeInput, HostHoursInput } from "./settings-schemas";

/**
 * Creates or updates an event type and sets its hosts.
 * @returns its id. @throws AppError `invalid` on `slug` when another event type has it; `not_found`.
 */
export async function saveEventType(database: Database, input: EventTypeInput): Promise<{ id: number }> {
  const { id, hostIds, questions, ...rest } = input;
  // A new question gets its key here; a kept one keeps it, so its answers stay attached after a rename.
  const values = {
    ...rest,
    questions: questions.map((q) => ({ ...q, id: q.id ?? `q-${randomBytes(6).toString("base64url")}` })),
  };
  return database.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: bookingEventTypes.id })
      .from(bookingEventTypes)
      .where(and(eq(bookingEventTypes.slug, values.slug), id ? ne(bookingEventTypes.id, id) : undefined));
    if (taken)
      throw new AppError("invalid", "Another event type has this address", {
        fieldErrors: { slug: ["Another event type has this address"] },
      });
    let eventTypeId = id;
    if (eventTypeId) {
      const updated = await tx
        .update(bookingEventTypes)
        .set(values)
        .where(eq(bookingEventTypes.id, eventTypeId))
        .returning({ id: bookingEventTypes.id });
      if (updated.length === 0) throw new AppError("not_found", "This event type no longer exists.");
    } else {
      const [created] = await tx.insert(bookingEventTypes).values(values).returning({ id: bookingEventTypes.id });
      eventTypeId = created!.id;
    }
    await tx.delete(bookingHosts).where(eq(bookingHosts.eventTypeId, eventTypeId));
    await tx.insert(bookingHosts).values(hostIds.map((userId) => ({ eventTypeId: eventTypeId!, userId })));
    return { id: eventTypeId };
  });
}

/** Sets a host's zone and own calendar, and replaces their weekly hours and date overrides. */
export async function saveHostHours(database: Database, input: HostHoursInput): Promise<{ userId: number }> {
  const { userId } = input;
  return database.transaction(async (tx) => {
    // A new calendar address is sealed; its busy times arrive with the next read (lib/bookings/host-calendars.ts).
    const calendar = input.removeCalendar
      ? { calendarUrlSealed: null, calendarCheckedAt: null, calendarError: null }
      : input.calendarUrl
        ? { calendarUrlSealed: sealCalendarUrl(input.calendarUrl), calendarCheckedAt: null, calendarError: null }
        : {};
    await tx
      .insert(bookingHostProfiles)
      .values({ userId, timeZone: input.timeZone, ...calendar })
      .onConflictDoUpdate({ target: bookingHostProfiles.userId, set: { timeZone: input.timeZone, ...calendar } });
    if (input.removeCalendar) await tx.delete(bookingBusyTimes).where(eq(bookingBusyTimes.userId, userId));
    await tx.delete(bookingWeeklyHours).where(eq(bookingWeeklyHours.userId, userId));
    const weekly = input.weekly.flatMap((ranges, weekday) => ranges.map((r) => ({ userId, weekday, ...r })));
    if (weekly.length) await tx.insert(bookingWeeklyHours).values(weekly);
    await tx.delete(bookingDateOverrides).where(eq(bookingDateOverrides.userId, userId));
    const overrides: (typeof bookingDateOverrides.$inferInsert)[] = input.overrides.flatMap(
      (o): (typeof bookingDateOverrides.$inferInsert)[] =>
        o.ranges.length
          ? o.ranges.map((r) => ({ userId, date: o.date, ...r }))
          : [{ userId, date: o.date, startTime: null, endTime: null }],
    );
    if (overrides.length) await tx.insert(bookingDateOverrides).values(overrides);
    return { userId };
  });
}
