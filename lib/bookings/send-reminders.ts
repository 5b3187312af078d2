/**
 * Booking reminders (docs/decisions/bookings.md "Bookings"), a scheduled job: an e-mail 24 hours and 1 hour before
 * each confirmed booking, and a text 1 hour before to a guest's number that has not opted out, while it is
 * not a quiet hour on the guest's clock (lib/sms/consent.ts, lib/sms/quiet-hours.ts). A reminder is due
 * from its mark (start − 24 h, start − 1 h) until the next one, and only for a booking made or moved
 * before the mark (a call booked an hour ahead needs no "tomorrow" e-mail). Each is sent once across
 * instances: its `booking_reminders` row (booking, kind, start) is inserted with ON CONFLICT DO NOTHING in
 * the transaction that queues it, and only the inserter queues. A moved booking's new start has no rows
 * yet, so its reminders follow it; a cancelled one is not confirmed, so it gets none.
 */
import { and, eq, gt, lte } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { bookingReminders, bookings, type Booking, type BookingReminderKind } from "@/lib/db/schema";
import { enqueueEmail } from "@/lib/email";
import { formatDateTimeIn } from "@/lib/format/date";
import { deliverAfterResponse } from "@/lib/outbox/deliver";
import { enqueue } from "@/lib/outbox/enqueue";
import { isOptedOut } from "@/lib/sms/consent";
import { isQuietHour, zonesToHonour } from "@/lib/sms/quiet-hours";
import { recipientTimeZones } from "@/lib/sms/recipient-time-zones";
import { bookingContext, type BookingContext } from "./booking-context";
import { bookingLocation } from "./booking-mail";

const HOUR_MS = 3_600_000;

/** When each reminder is due, in hours before the start, and until when (the next mark, or the start). */
const MARKS: Record<BookingReminderKind, { from: number; until: number }> = {
  "email-24h": { from: 24, until: 1 },
  "email-1h": { from: 1, until: 0 },
  "sms-1h": { from: 1, until: 0 },
};

/** What one run sent. */
export interface ReminderRun {
  emails: number;
  texts: number;
}

/** The reminders of `booking` due at `now` (before consent and quiet hours). */
function dueKinds(booking: Booking, now: Date): BookingReminderKind[] {
  const start = booking.startAt.getTime();
  return (Object.keys(MARKS) as BookingReminderKind[]).filter((kind) => {
    const mark = start - MARKS[kind].from * HOUR_MS;
    return (
      mark <= now.getTime() &&
      now.getTime() < start - MARKS[kind].until * HOUR_MS &&
      booking.updatedAt.getTime() <= mark &&
      (kind === "sms-1h" ? booking.guestPhone !== null : booking.guestEmail !== "")
    );
  });
}

/** Whether the guest may be texted now: not opted out, and not a quiet hour where they are. */
async function mayTextNow(database: Database, booking: Booking, now: Date): Promise<boolean> {
  const phone = booking.guestPhone!;
  if (await isOptedOut(database, phone)) return false;
  const zones = zonesToHonour(await recipientTimeZones(phone), booking.guestTimeZone, now);
  return !isQuietHour(now, [...new Set([...zones, booking.guestTimeZone])]);
}

function reminderEmail(context: BookingContext, kind: BookingReminderKind) {
  const { booking, eventType, host } = context;
  const when = formatDateTimeIn(booking.startAt, booking.guestTimeZone);
  // The day-before reminder may leave late (a worker was down), so it names the time, not "tomorrow".
  const hourBefore = kind === "email-1h";
  return {
    to: booking.guestEmail,
    subject: `${hourBefore ? "Starting in an hour" : "Reminder"}: ${eventType.name}, ${when}`,
    text: [
      `Hi ${booking.guestName},`,
      "",
      `${hourBefore ? "In an hour: your" : "A reminder of your"} ${eventType.name} with ${host.name}, ${when}.`,
      `Where: ${bookingLocation(context)}`,
      "",
      "To reschedule or cancel, use the link in your confirmation e-mail, or reply to this one.",
      "",
      "Custom Portal Solutions",
    ].join("\n"),
    replyTo: host.email,
  };
}

function reminderText(context: BookingContext): string {
  const { booking, eventType } = context;
  return `Reminder: your ${eventType.name} with Custom Portal Solutions is at ${formatDateTimeIn(booking.startAt, booking.guestTimeZone)}. Reply STOP to opt out.`;
}

/** Queues the reminders due at `now`, each once; asks for their first tries after commit. */
export async function sendBookingReminders(database: Database, now = new Date()): Promise<ReminderRun> {
  const upcoming = await database
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        gt(bookings.startAt, now),
        lte(bookings.startAt, new Date(now.getTime() + 24 * HOUR_MS)),
      ),
    );
  const run: ReminderRun = { emails: 0, texts: 0 };
  for (const booking of upcoming) {
    const kinds: BookingReminderKind[] = [];
    for (const kind of dueKinds(booking, now)) {
      if (kind !== "sms-1h" || (await mayTextNow(database, booking, now))) kinds.push(kind);
    }
    if (kinds.length === 0) continue;
    const outboxIds = await database.transaction(async (tx) => {
      const claimed = await tx
        .insert(bookingReminders)
        .values(kinds.map((kind) => ({ bookingId: booking.id, kind, startAt: booking.startAt })))
        .onConflictDoNothing()
        .returning({ kind: bookingReminders.kind });
      if (claimed.length === 0) return [];
      const context = (await bookingContext(tx, booking.id))!;
      const ids: number[] = [];
      for (const { kind } of claimed) {
        if (kind === "sms-1h") {
          ids.push(await enqueue(tx, { channel: "sms", recipient: booking.guestPhone!, body: reminderText(context) }));
          run.texts++;
        } else {
          ids.push(await enqueueEmail(tx, reminderEmail(context, kind)));
          run.emails++;
        }
      }
      return ids;
    });
    for (const id of outboxIds) deliverAfterResponse(id);
  }
  return run;
}
