/**
 * Changing a booking (docs/decisions/bookings.md "Bookings"): moving it, cancelling it, recording its outcome. A
 * guest changes through their manage link within the event type's rules (not within
 * `guest_change_cutoff_hours` of the start, at most `max_guest_reschedules` moves); the team always may.
 * A move stays with the same host, keeps the booking's identity (its iCalendar UID) and raises SEQUENCE, so
 * the calendars update the one event; the exclusion constraint decides a race for the new time as it does
 * for a new booking. Every change rotates the guest's manage token (the newest e-mail's link is the one
 * that works), writes the lead's timeline and queues both e-mails, in one transaction.
 */
import { and, eq, lte, ne, sql } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import { bookings, leadEvents, type BookingStatus } from "@/lib/db/schema";
import { isExclusionViolation } from "@/lib/db/unique-violation";
import { AppError } from "@/lib/errors/app-error";
import { formatDateTimeIn } from "@/lib/format/date";
import { publishLeadChange } from "@/lib/leads/publish-change";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { hostAvailability, slotRules, teamSlotRules } from "./availability";
import { bookingContext, type BookingContext } from "./booking-context";
import { enqueueBookingMail, type BookingChange } from "./booking-mail";
import { holdDailyCap } from "./create-booking";
import { secretTokenHash, newSecretToken } from "./secret-token";
import { slotRefusalError } from "./refusals";
import { slotAt } from "./slots";

/** Who changes: the guest through their link, or a team member (by username, for the timeline). */
export type BookingActor = { kind: "guest" } | { kind: "team"; username: string };

/** What a change answers: the booking's new manage token and the e-mails to try after commit. */
export interface ChangedBooking {
  bookingId: number;
  startAt: string;
  manageToken: string;
  outboxIds: number[];
}

/** The booking whose manage token is `token`, with its context, or null. */
export async function bookingByToken(token: string): Promise<BookingContext | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.manageTokenHash, secretTokenHash(token)));
  return row ? bookingContext(db, row.id) : null;
}

/** Why the guest may not change `context` now, or null when they may. */
export function guestChangeRefusal(
  context: BookingContext,
  change: "reschedule" | "cancel",
  now = new Date(),
): string | null {
  const { booking, eventType } = context;
  if (booking.status !== "confirmed") return "This booking can no longer be changed.";
  const cutoff = booking.startAt.getTime() - eventType.guestChangeCutoffHours * 3_600_000;
  if (now.getTime() >= cutoff)
    return `Changes are possible until ${eventType.guestChangeCutoffHours} hours before the start. Please reply to your confirmation e-mail.`;
  if (change === "reschedule" && booking.rescheduleCount >= eventType.maxGuestReschedules)
    return "This booking was moved as often as it may be. Please reply to your confirmation e-mail.";
  return null;
}

async function loaded(database: Database, bookingId: number): Promise<BookingContext> {
  const context = await bookingContext(database, bookingId);
  if (!context) throw new AppError("not_found", "This booking does not exist.");
  return context;
}

/** Writes the lead's timeline entry, rotates the token and queues the e-mails for `change`, in `tx`. */
async function announce(
  tx: Database,
  bookingId: number,
  change: BookingChange,
  actor: BookingActor,
  extra = "",
): Promise<ChangedBooking> {
  const { token, hash } = newSecretToken();
  await tx.update(bookings).set({ manageTokenHash: hash }).where(eq(bookings.id, bookingId));
  const context = await loaded(tx, bookingId);
  const { booking, eventType, host } = context;
  if (booking.leadId !== null) {
    await tx.insert(leadEvents).values({
      leadId: booking.leadId,
      kind: "booking",
      body: `${eventType.name} ${change === "booked" ? "booked" : change} for ${formatDateTimeIn(booking.startAt, host.timeZone)}${extra}`,
      actor: actor.kind === "team" ? actor.username : null,
    });
    await publishLeadChange(tx, booking.leadId);
  }
  const outboxIds = await enqueueBookingMail(tx, context, change, token);
  await publishChange(tx, liveTopic("bookings"));
  return { bookingId, startAt: booking.startAt.toISOString(), manageToken: token, outboxIds };
}

/**
 * Moves booking `bookingId` to `startAt` with the same host. A guest's move is held to the event type's
 * rules (cutoff, reschedules, notice, horizon, daily cap) and counts against their reschedules; a team
 * member's is held only to the host's hours and free time (docs/decisions/bookings.md "The team
 * reschedules"). Either way the exclusion constraint decides a race for the new time.
 * @throws AppError `not_found`; `forbidden` when a guest's change is outside the rules; `conflict` when
 * the booking is no longer confirmed; `invalid`/`conflict` on `startAt` when the new time is not offered
 * or was just taken.
 */
export async function rescheduleBooking(
  database: Database,
  bookingId: number,
  startAt: Date,
  actor: BookingActor,
  now = new Date(),
): Promise<ChangedBooking> {
  const context = await loaded(database, bookingId);
  const { booking, eventType, host } = context;
  const byGuest = actor.kind === "guest";
  if (byGuest) {
    const refusal = guestChangeRefusal(context, "reschedule", now);
    if (refusal) throw new AppError("forbidden", refusal);
  } else if (booking.status !== "confirmed") {
    throw new AppError("conflict", "Only a confirmed booking can be moved.");
  }
  const hosts = (await hostAvailability(database, eventType.id, { from: startAt, to: startAt }))
    .filter((h) => h.id === booking.hostId)
    // The booking's own time is free for its move.
    .map((h) => ({ ...h, bookings: h.bookings.filter((b) => b.startAt.getTime() !== booking.startAt.getTime()) }));
  const rules = byGuest ? slotRules(eventType) : teamSlotRules(eventType);
  const found = slotAt(rules, hosts, startAt, now);
  if (found.refusal) throw slotRefusalError(found.refusal);
  try {
    return await database.transaction(async (tx) => {
      if (byGuest) await holdDailyCap(tx, eventType, booking.hostId, host.timeZone, found.slot.startAt, bookingId);
      const moved = await tx
        .update(bookings)
        .set({
          startAt: found.slot.startAt,
          endAt: found.slot.endAt,
          sequence: sql`${bookings.sequence} + 1`,
          ...(byGuest ? { rescheduleCount: sql`${bookings.rescheduleCount} + 1` } : {}),
        })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, "confirmed")))
        .returning({ id: bookings.id });
      if (moved.length === 0) throw new AppError("conflict", "This booking was changed meanwhile. Reload the page.");
      return announce(tx, bookingId, "rescheduled", actor);
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw slotRefusalError("taken");
    throw error;
  }
}

/**
 * Cancels booking `bookingId` (its time is free again at once: the constraint holds live bookings only).
 * @throws AppError `not_found`; `forbidden` for a guest outside the rules; `conflict` when already cancelled.
 */
export async function cancelBooking(
  database: Database,
  bookingId: number,
  reason: string | null,
  actor: BookingActor,
  now = new Date(),
): Promise<ChangedBooking> {
  const context = await loaded(database, bookingId);
  if (actor.kind === "guest") {
    const refusal = guestChangeRefusal(context, "cancel", now);
    if (refusal) throw new AppError("forbidden", refusal);
  }
  return database.transaction(async (tx) => {
    const cancelled = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelReason: reason || null,
        cancelledAt: sql`now()`,
        sequence: sql`${bookings.sequence} + 1`,
      })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "confirmed")))
      .returning({ id: bookings.id });
    if (cancelled.length === 0) throw new AppError("conflict", "This booking is no longer confirmed.");
    return announce(tx, bookingId, "cancelled", actor, reason ? ` (reason: ${reason})` : "");
  });
}

/**
 * Records the outcome of a held booking: `completed` or `no-show` (no e-mail; the lead's timeline says it).
 * One conditional update decides, so a cancellation at the same moment is never overwritten; a recorded
 * outcome may be corrected (completed ↔ no-show).
 * @throws AppError `not_found`; `conflict` when the booking was cancelled or has not started yet.
 */
export async function recordBookingOutcome(
  database: Database,
  bookingId: number,
  outcome: Extract<BookingStatus, "completed" | "no-show">,
  username: string,
  now = new Date(),
): Promise<void> {
  const context = await loaded(database, bookingId);
  await database.transaction(async (tx) => {
    const recorded = await tx
      .update(bookings)
      .set({ status: outcome })
      .where(and(eq(bookings.id, bookingId), ne(bookings.status, "cancelled"), lte(bookings.startAt, now)))
      .returning({ id: bookings.id });
    if (recorded.length === 0) {
      const [row] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
      throw new AppError(
        "conflict",
        row?.status === "cancelled"
          ? "A cancelled booking has no outcome."
          : "This booking has not started yet; record its outcome once it has.",
      );
    }
    await publishChange(tx, liveTopic("bookings"));
    if (context.booking.leadId !== null) {
      await tx.insert(leadEvents).values({
        leadId: context.booking.leadId,
        kind: "booking",
        body: `${context.eventType.name} on ${formatDateTimeIn(context.booking.startAt, context.host.timeZone)}: ${outcome === "completed" ? "completed" : "no-show"}`,
        actor: username,
      });
      await publishLeadChange(tx, context.booking.leadId);
    }
  });
}
