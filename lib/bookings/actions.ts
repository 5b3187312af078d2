"use server";
/**
 * The public booking actions (docs/decisions/bookings.md "Bookings"): anyone may book through /book/<slug>, and a
 * guest changes their booking through the signed link in their e-mail. Each counts one hit against the
 * caller's address first (rule `booking` of lib/limits/rules.ts), then calls the service; the e-mails' first tries run after
 * the response.
 */
import { publicAction } from "@/lib/action";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { deliverAfterResponse } from "@/lib/outbox/deliver";
import { addressSubject } from "@/lib/limits/address-subject";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { bookingByToken, cancelBooking, rescheduleBooking } from "./change-booking";
import { createBooking, type BookedResult } from "./create-booking";
import { isSecretToken } from "./secret-token";
import { bookSchema, guestCancelSchema, guestRescheduleSchema } from "./schemas";

/** Counts the caller's attempt before anything else. @throws AppError `rate_limited` over the limit. */
async function countBookingHit(ip: string): Promise<void> {
  await spendAttempt(
    "booking",
    addressSubject(ip),
    () => "Too many booking requests. Please try again in a few minutes.",
  );
}

/**
 * Books a consultation. Answers the confirmation (times in UTC ISO 8601, both zones named, the manage
 * token when this request made the booking).
 * @throws AppError `invalid`/`conflict` with a field error (lib/bookings/create-booking.ts), `rate_limited`.
 */
export const bookConsultation = publicAction(
  bookSchema,
  async (input, { ip }): Promise<Omit<BookedResult, "outboxIds">> => {
    await countBookingHit(ip);
    const { outboxIds, ...booked } = await createBooking(db, input);
    for (const id of outboxIds) deliverAfterResponse(id);
    return booked;
  },
);

/** The guest's booking behind `token`. @throws AppError `not_found`. */
async function guestBooking(token: string) {
  const context = isSecretToken(token) ? await bookingByToken(token) : null;
  if (!context) throw new AppError("not_found", "This link is no longer valid. Use the link in your latest e-mail.");
  return context;
}

/**
 * Moves the guest's booking (their manage link's token) to `startAt`. Answers the new token: the page
 * follows it, since the old link stops working.
 * @throws AppError `not_found`, `forbidden` (outside the event type's rules), `invalid`/`conflict` on `startAt`.
 */
export const rescheduleAsGuest = publicAction(
  guestRescheduleSchema,
  async ({ token, startAt }, { ip }): Promise<{ manageToken: string; startAt: string }> => {
    await countBookingHit(ip);
    const context = await guestBooking(token);
    const {
      outboxIds,
      manageToken,
      startAt: movedTo,
    } = await rescheduleBooking(db, context.booking.id, startAt, {
      kind: "guest",
    });
    for (const id of outboxIds) deliverAfterResponse(id);
    return { manageToken, startAt: movedTo };
  },
);

/**
 * Cancels the guest's booking, with their reason if given.
 * @throws AppError `not_found`, `forbidden` (outside the event type's rules), `conflict` (already cancelled).
 */
export const cancelAsGuest = publicAction(
  guestCancelSchema,
  async ({ token, reason }, { ip }): Promise<{ manageToken: string }> => {
    await countBookingHit(ip);
    const context = await guestBooking(token);
    const { outboxIds, manageToken } = await cancelBooking(db, context.booking.id, reason ?? null, { kind: "guest" });
    for (const id of outboxIds) deliverAfterResponse(id);
    return { manageToken };
  },
);
