/**
 * Making a booking (docs/decisions/bookings.md "Bookings"). The time is checked against the offered slots for a
 * clear answer, but what decides between two guests who want one time is the database: the insert meets
 * the exclusion constraint `bookings_host_no_overlap`, and its SQLSTATE 23P01 becomes "This time was just
 * taken" (409), never a 500. The form's idempotency key is unique too: a double click or a retried request
 * finds the booking the first one made. The booking, its lead (found by phone or e-mail, lib/leads), the
 * lead's timeline event and both e-mails commit together.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { bookings, leadEvents, type BookingEventType } from "@/lib/db/schema";
import { isExclusionViolation, isUniqueViolation } from "@/lib/db/unique-violation";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { formatDateTimeIn } from "@/lib/format/date";
import { attachBookingGuest } from "@/lib/leads/attach";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { leadEmail } from "@/lib/leads/identity";
import { activeEventType, hostAvailability, slotRules } from "./availability";
import { bookingContext } from "./booking-context";
import { enqueueBookingMail } from "./booking-mail";
import { newSecretToken } from "./secret-token";
import { checkedGuestAnswers } from "./guest-answers";
import { slotRefusalError } from "./refusals";
import type { BookInput } from "./schemas";
import { addDays, slotAt, zonedDate, zonedInstant } from "./slots";

/** The first key of the daily cap's advisory lock (ASCII "bk"); the second hashes the host and their date. */
const BOOKING_CAP_LOCK_CLASS = 0x626b;

/** What the guest's confirmation shows. `manageToken` is null for a replayed request (the e-mail has the link). */
export interface BookedResult {
  bookingId: number;
  eventName: string;
  startAt: string;
  endAt: string;
  guestTimeZone: string;
  hostName: string;
  hostTimeZone: string;
  manageToken: string | null;
  outboxIds: number[];
}

/** The booking made with `key` before, as its confirmation, or null. */
async function replay(database: Database, key: string): Promise<BookedResult | null> {
  const [row] = await database.select({ id: bookings.id }).from(bookings).where(eq(bookings.idempotencyKey, key));
  if (!row) return null;
  const context = await bookingContext(database, row.id);
  if (!context) return null;
  return {
    bookingId: row.id,
    eventName: context.eventType.name,
    startAt: context.booking.startAt.toISOString(),
    endAt: context.booking.endAt.toISOString(),
    guestTimeZone: context.booking.guestTimeZone,
    hostName: context.host.name,
    hostTimeZone: context.host.timeZone,
    manageToken: null,
    outboxIds: [],
  };
}

/**
 * Holds the daily cap under concurrency: a transaction-scoped lock on the host's date, then the count of
 * their live bookings of this type that date, so two bookings of the last place run one after the other.
 * A guest's move passes its booking as `moving`, which does not count against its own new date.
 * @throws AppError `invalid` on `startAt` when the day is full.
 */
export async function holdDailyCap(
  tx: Database,
  eventType: BookingEventType,
  hostId: number,
  hostZone: string,
  startAt: Date,
  moving?: number,
) {
  if (eventType.dailyCap === null) return;
  const date = zonedDate(startAt, hostZone);
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_CAP_LOCK_CLASS}, hashtext(${`${hostId}:${date}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.hostId, hostId),
        eq(bookings.eventTypeId, eventType.id),
        ne(bookings.status, "cancelled"),
        moving === undefined ? undefined : ne(bookings.id, moving),
        gte(bookings.startAt, zonedInstant(date, "00:00", hostZone)),
        lt(bookings.startAt, zonedInstant(addDays(date, 1), "00:00", hostZone)),
      ),
    );
  if (Number(row!.n) >= eventType.dailyCap) throw slotRefusalError("cap");
}

/**
 * Books `input` at `now`; `fromOffer` for a lead's answer to texted times (lib/bookings/guest-answers.ts).
 * The caller asks for the e-mails' first try (`outboxIds`) after the response.
 * @throws AppError `not_found` for an unknown or inactive event type; `invalid` with a field error for a
 * refused time, phone or answer; `conflict` on `startAt` when the time was just taken.
 */
export async function createBooking(
  database: Database,
  input: BookInput,
  now = new Date(),
  options: { fromOffer?: boolean } = {},
): Promise<BookedResult> {
  const eventType = await activeEventType(database, input.eventTypeSlug);
  if (!eventType) throw new AppError("not_found", "This booking page does not exist.");
  const { phone, notes, answers } = checkedGuestAnswers(eventType, input, options);

  const earlier = await replay(database, input.idempotencyKey);
  if (earlier) return earlier;

  const hosts = await hostAvailability(database, eventType.id, { from: input.startAt, to: input.startAt });
  const found = slotAt(slotRules(eventType), hosts, input.startAt, now);
  if (found.refusal) throw slotRefusalError(found.refusal);
  const { slot } = found;
  const hostZone = hosts.find((h) => h.id === slot.hostId)!.timeZone;

  try {
    return await database.transaction(async (tx) => {
      await holdDailyCap(tx, eventType, slot.hostId, hostZone, slot.startAt);
      const email = leadEmail(input.email);
      const leadId = await attachBookingGuest(tx, { name: input.name, email, phone });
      const { token, hash } = newSecretToken();
      const [row] = await tx
        .insert(bookings)
        .values({
          eventTypeId: eventType.id,
          hostId: slot.hostId,
          leadId,
          startAt: slot.startAt,
          endAt: slot.endAt,
          bufferBeforeMinutes: eventType.bufferBeforeMinutes,
          bufferAfterMinutes: eventType.bufferAfterMinutes,
          guestName: input.name,
          guestEmail: email,
          guestPhone: phone,
          guestNotes: notes,
          answers,
          guestTimeZone: input.timeZone,
          icalUid: `booking-${randomUUID()}@${new URL(env.PUBLIC_BASE_URL).hostname}`,
          idempotencyKey: input.idempotencyKey,
          manageTokenHash: hash,
        })
        .returning({ id: bookings.id });
      const context = (await bookingContext(tx, row!.id))!;
      await tx.insert(leadEvents).values({
        leadId,
        kind: "booking",
        body: `${eventType.name} booked for ${formatDateTimeIn(slot.startAt, context.host.timeZone)} with ${context.host.name}`,
      });
      const outboxIds = await enqueueBookingMail(tx, context, "booked", token);
      await publishChange(tx, liveTopic("bookings"));
      return {
        bookingId: row!.id,
        eventName: eventType.name,
        startAt: slot.startAt.toISOString(),
        endAt: slot.endAt.toISOString(),
        guestTimeZone: input.timeZone,
        hostName: context.host.name,
        hostTimeZone: context.host.timeZone,
        manageToken: token,
        outboxIds,
      };
    });
  } catch (error) {
    if (!isExclusionViolation(error) && !isUniqueViolation(error)) throw error;
    // The same key's first request may have won the race: its booking is this one's answer.
    const same = await replay(database, input.idempotencyKey);
    if (same) return same;
    if (isExclusionViolation(error)) throw slotRefusalError("taken");
    throw error;
  }
}
