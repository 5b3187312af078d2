/**
 * A booking with what its messages and screens say about it: the event type, and the host's name, e-mail
 * and zone. Read inside the caller's transaction (after a write) or on the global client.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import {
  bookingEventTypes,
  bookingHostProfiles,
  bookings,
  users,
  type Booking,
  type BookingEventType,
} from "@/lib/db/schema";
import { memberName } from "@/lib/team/member-name";

/** A booking, its event type and its host. */
export interface BookingContext {
  booking: Booking;
  eventType: BookingEventType;
  host: { id: number; name: string; email: string; timeZone: string };
}

/** The booking `id` with its event type and host, or null when there is none. */
export async function bookingContext(database: Database, id: number): Promise<BookingContext | null> {
  const [row] = await database
    .select({
      booking: bookings,
      eventType: bookingEventTypes,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timeZone: bookingHostProfiles.timeZone,
    })
    .from(bookings)
    .innerJoin(bookingEventTypes, eq(bookingEventTypes.id, bookings.eventTypeId))
    .innerJoin(users, eq(users.id, bookings.hostId))
    .leftJoin(bookingHostProfiles, eq(bookingHostProfiles.userId, bookings.hostId))
    .where(eq(bookings.id, id));
  if (!row) return null;
  return {
    booking: row.booking,
    eventType: row.eventType,
    host: {
      id: row.booking.hostId,
      name: memberName(row),
      email: row.email,
      timeZone: row.timeZone ?? row.booking.guestTimeZone,
    },
  };
}
