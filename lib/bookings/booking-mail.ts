/**
 * The e-mails a booking sends (docs/decisions/bookings.md "Bookings"): to the guest and to the host, when it is
 * made, moved or cancelled, each with the invitation attached (lib/bookings/invite.ts) and the time in
 * the guest's zone and the host's. The guest's carries their manage link when the caller has the token
 * (it exists in plain text only while the booking is being made or its link resent).
 */
import type { Database } from "@/lib/db";
import { enqueueEmail, type EmailMessage } from "@/lib/email";
import { env } from "@/lib/env";
import { formatDateTimeIn } from "@/lib/format/date";
import { formatPhoneNumber } from "@/lib/format/phone";
import type { BookingContext } from "./booking-context";
import { inviteAttachment, type InviteDetails } from "./invite";

/** What happened: the subject line's verb and the invitation's method. */
export type BookingChange = "booked" | "rescheduled" | "cancelled";

/** The guest's page for a booking: reschedule or cancel. */
export function manageUrl(token: string): string {
  return new URL(`/book/manage/${token}`, env.PUBLIC_BASE_URL).toString();
}

/** Where the meeting happens, in words. */
export function bookingLocation(context: BookingContext): string {
  const { eventType, booking } = context;
  if (eventType.locationKind === "phone")
    return booking.guestPhone ? `Phone call to ${formatPhoneNumber(booking.guestPhone)}` : "Phone call";
  return eventType.locationDetail || (eventType.locationKind === "video" ? "Video call" : "In person");
}

/** The invitation's facts for `context`. */
export function inviteDetails(context: BookingContext, token?: string): InviteDetails {
  const { booking, eventType, host } = context;
  return {
    uid: booking.icalUid,
    sequence: booking.sequence,
    startAt: booking.startAt,
    endAt: booking.endAt,
    summary: `${eventType.name} with Custom Portal Solutions`,
    description: [eventType.description, booking.guestNotes && `Notes: ${booking.guestNotes}`]
      .filter(Boolean)
      .join("\n\n"),
    location: bookingLocation(context),
    organizer: { name: host.name, email: host.email },
    guest: { name: booking.guestName, email: booking.guestEmail },
    url: token ? manageUrl(token) : undefined,
    stamp: booking.updatedAt,
  };
}

/** "Jan 12, 2026, 9:00 AM (America/New_York)", and the other zone's time when it differs. */
export function bothZones(at: Date, first: string, second: string): string {
  const main = formatDateTimeIn(at, first);
  return first === second ? main : `${main} / ${formatDateTimeIn(at, second)}`;
}

const SUBJECT_VERB: Record<BookingChange, string> = {
  booked: "Confirmed",
  rescheduled: "Rescheduled",
  cancelled: "Cancelled",
};

function guestEmail(context: BookingContext, change: BookingChange, token?: string): EmailMessage {
  const { booking, eventType, host } = context;
  const when = bothZones(booking.startAt, booking.guestTimeZone, host.timeZone);
  const lines =
    change === "cancelled"
      ? [
          `Your ${eventType.name} on ${when} is cancelled.`,
          ...(booking.cancelReason ? ["", `Reason: ${booking.cancelReason}`] : []),
          "",
          `Book another time: ${new URL(`/book/${eventType.slug}`, env.PUBLIC_BASE_URL)}`,
        ]
      : [
          change === "booked" ? `Your ${eventType.name} is booked.` : `Your ${eventType.name} has moved.`,
          "",
          `When: ${when}`,
          `Length: ${eventType.durationMinutes} minutes`,
          `Where: ${bookingLocation(context)}`,
          `With: ${host.name}`,
          ...(token ? ["", `Reschedule or cancel: ${manageUrl(token)}`] : []),
        ];
  return {
    to: booking.guestEmail,
    subject: `${SUBJECT_VERB[change]}: ${eventType.name} on ${formatDateTimeIn(booking.startAt, booking.guestTimeZone)}`,
    text: [`Hi ${booking.guestName},`, "", ...lines, "", "Custom Portal Solutions"].join("\n"),
    replyTo: host.email,
    attachments: [inviteAttachment(inviteDetails(context, token), change === "cancelled" ? "CANCEL" : "REQUEST")],
  };
}

function hostEmail(context: BookingContext, change: BookingChange): EmailMessage {
  const { booking, eventType, host } = context;
  const when = bothZones(booking.startAt, host.timeZone, booking.guestTimeZone);
  const answers = Object.entries(booking.answers).map(([id, answer]) => {
    const question = eventType.questions.find((q) => q.id === id);
    return `${question?.label ?? id}: ${answer}`;
  });
  return {
    to: host.email,
    subject: `${SUBJECT_VERB[change]}: ${eventType.name} with ${booking.guestName}`,
    text: [
      `${eventType.name} ${change}.`,
      "",
      `When: ${when}`,
      `Guest: ${booking.guestName} <${booking.guestEmail}>`,
      ...(booking.guestPhone ? [`Phone: ${formatPhoneNumber(booking.guestPhone)}`] : []),
      `Where: ${bookingLocation(context)}`,
      ...(booking.guestNotes ? ["", `Notes: ${booking.guestNotes}`] : []),
      ...(answers.length ? ["", ...answers] : []),
      ...(booking.cancelReason ? ["", `Reason: ${booking.cancelReason}`] : []),
      "",
      `Bookings: ${new URL("/bookings", env.PUBLIC_BASE_URL)}`,
    ].join("\n"),
    replyTo: booking.guestEmail || undefined,
    attachments: [inviteAttachment(inviteDetails(context), change === "cancelled" ? "CANCEL" : "REQUEST")],
  };
}

/**
 * Queues the guest's and the host's e-mail about `change` in `tx`.
 * @returns the outbox ids, for the caller's first try after commit.
 */
export async function enqueueBookingMail(
  tx: Database,
  context: BookingContext,
  change: BookingChange,
  token?: string,
): Promise<number[]> {
  // A lead who booked by answering an offer of times may have given no e-mail (docs/decisions/bookings.md
  // "Slots offered by text"): the host is still told.
  const guest = context.booking.guestEmail ? [await enqueueEmail(tx, guestEmail(context, change, token))] : [];
  return [...guest, await enqueueEmail(tx, hostEmail(context, change))];
}
