/**
 * /bookings' and the dashboard's reads: the bookings of a time window with their lead, the lead's latest
 * project code, the host and the event type, filtered in SQL on the bookings' start indexes
 * (`bookings_start_idx`, `bookings_host_start_idx`, `bookings_status_start_idx`,
 * `bookings_event_type_start_idx`); and the hosts and event types the filters offer.
 */
import "server-only";
import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  bookingEventTypes,
  bookingHostProfiles,
  bookings,
  projectCodes,
  users,
  type BookingStatus,
} from "@/lib/db/schema";
import { memberName } from "@/lib/team/member-name";
import { bookingContext } from "./booking-context";
import type { BookingStatusFilter } from "./list-filter";
import { offeredDays, type OfferedDay } from "./queries";

/** Most bookings one window shows (a week of half-hour calls for several hosts fits well under it). */
export const WINDOW_LIMIT = 500;

/** One booking as the console shows it. */
export interface ConsoleBooking {
  id: number;
  startAt: Date;
  endAt: Date;
  status: BookingStatus;
  cancelReason: string | null;
  guestName: string;
  guestEmail: string;
  guestPhone: string | null;
  guestNotes: string;
  guestTimeZone: string;
  /** The event type's questions with this booking's answers, in the questions' order. */
  answers: { label: string; answer: string }[];
  eventTypeName: string;
  hostName: string;
  leadId: number | null;
  projectCode: string | null;
}

/** What narrows the window. 0 / `all`: no filter. */
export interface BookingWindowFilter {
  from: Date;
  to: Date;
  hostId: number;
  eventTypeId: number;
  status: BookingStatusFilter;
}

/** The bookings starting in `[from, to)` that pass the filters, by start; at most `WINDOW_LIMIT`. */
export async function bookingsInWindow(filter: BookingWindowFilter): Promise<ConsoleBooking[]> {
  const where: SQL[] = [gte(bookings.startAt, filter.from), lt(bookings.startAt, filter.to)];
  if (filter.hostId) where.push(eq(bookings.hostId, filter.hostId));
  if (filter.eventTypeId) where.push(eq(bookings.eventTypeId, filter.eventTypeId));
  if (filter.status !== "all") where.push(eq(bookings.status, filter.status));
  const rows = await db
    .select({
      booking: bookings,
      eventTypeName: bookingEventTypes.name,
      questions: bookingEventTypes.questions,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      // The lead's newest code, on projectCodes' lead index.
      projectCode: sql<string | null>`(select ${projectCodes.code} from ${projectCodes}
        where ${projectCodes.leadId} = ${bookings.leadId} order by ${projectCodes.createdAt} desc limit 1)`,
    })
    .from(bookings)
    .innerJoin(bookingEventTypes, eq(bookingEventTypes.id, bookings.eventTypeId))
    .innerJoin(users, eq(users.id, bookings.hostId))
    .where(and(...where))
    .orderBy(asc(bookings.startAt), asc(bookings.id))
    .limit(WINDOW_LIMIT);
  return rows.map(({ booking: b, questions, projectCode, eventTypeName, ...host }) => ({
    id: b.id,
    startAt: b.startAt,
    endAt: b.endAt,
    status: b.status,
    cancelReason: b.cancelReason,
    guestName: b.guestName,
    guestEmail: b.guestEmail,
    guestPhone: b.guestPhone,
    guestNotes: b.guestNotes,
    guestTimeZone: b.guestTimeZone,
    answers: questions.flatMap((q) => (b.answers[q.id] ? [{ label: q.label, answer: b.answers[q.id]! }] : [])),
    eventTypeName,
    hostName: memberName(host),
    leadId: b.leadId,
    projectCode,
  }));
}

/** A confirmed booking the team is moving, with its host's free times in the viewer's zone. */
export interface TeamMove {
  id: number;
  guestName: string;
  guestTimeZone: string;
  hostName: string;
  startAt: Date;
  days: OfferedDay[];
}

/**
 * The move dialog's facts for booking `id` (the URL's `?move=`): its host's free times under the team's
 * rules, in `timeZone`; null when it does not exist or is no longer confirmed.
 */
export async function teamMove(id: number, timeZone: string): Promise<TeamMove | null> {
  const context = await bookingContext(db, id);
  if (!context || context.booking.status !== "confirmed") return null;
  const { booking, eventType, host } = context;
  const current = booking.startAt.toISOString();
  // Its own time is free for the move, but moving there would change nothing.
  const days = (await offeredDays(eventType, timeZone, { moving: booking, team: true }))
    .map((day) => ({ ...day, starts: day.starts.filter((start) => start.at !== current) }))
    .filter((day) => day.starts.length > 0);
  return {
    id,
    guestName: booking.guestName,
    guestTimeZone: booking.guestTimeZone,
    hostName: host.name,
    startAt: booking.startAt,
    days,
  };
}

/** The filters' choices: every host (a user with booking hours) and every event type, by name. */
export async function bookingFilterChoices(): Promise<{
  hosts: { id: number; name: string }[];
  eventTypes: { id: number; name: string }[];
}> {
  const [hosts, eventTypes] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
      .from(bookingHostProfiles)
      .innerJoin(users, eq(users.id, bookingHostProfiles.userId)),
    db
      .select({ id: bookingEventTypes.id, name: bookingEventTypes.name })
      .from(bookingEventTypes)
      .orderBy(asc(bookingEventTypes.name)),
  ]);
  return {
    hosts: hosts.map((h) => ({ id: h.id, name: memberName(h) })).sort((a, b) => a.name.localeCompare(b.name)),
    eventTypes,
  };
}

/** The zone the console's calendar uses for `userId`: their own booking zone, else the newest host's, else UTC. */
export async function consoleTimeZone(userId: number): Promise<string> {
  const [own] = await db
    .select({ timeZone: bookingHostProfiles.timeZone })
    .from(bookingHostProfiles)
    .where(eq(bookingHostProfiles.userId, userId));
  if (own) return own.timeZone;
  const [any] = await db
    .select({ timeZone: bookingHostProfiles.timeZone })
    .from(bookingHostProfiles)
    .orderBy(desc(bookingHostProfiles.updatedAt))
    .limit(1);
  return any?.timeZone ?? "UTC";
}
