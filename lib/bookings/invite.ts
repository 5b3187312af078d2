/**
 * A booking as an iCalendar invitation (RFC 5545, with iTIP's methods, RFC 5546), made by `ical-generator`:
 * `METHOD:REQUEST` for a new or changed booking and `METHOD:CANCEL` for a cancelled one, one VEVENT whose
 * `UID` never changes and whose `SEQUENCE` the booking raises on every change, so a calendar app keeps one
 * event and updates it (RFC 5546 §2.1.4, §3.2.2, §3.2.5). Times are written in UTC. Attached to an
 * e-mail as `text/calendar; method=…` (RFC 6047 §2.4).
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { EmailAttachment } from "@/lib/outbox/types";

/** What the invitation says. */
export interface InviteDetails {
  uid: string;
  sequence: number;
  startAt: Date;
  endAt: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  guest: { name: string; email: string };
  /** The page where the guest reschedules or cancels, if the invite goes to the guest. */
  url?: string;
  /** When this version of the booking was written (DTSTAMP). */
  stamp: Date;
}

/** The iCalendar text of `details` as `method` (REQUEST or CANCEL). */
export function inviteCalendar(details: InviteDetails, method: "REQUEST" | "CANCEL"): string {
  const calendar = ical({
    prodId: { company: "Custom Portal Solutions", product: "Bookings", language: "EN" },
    method: method === "REQUEST" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: details.uid,
    sequence: details.sequence,
    stamp: details.stamp,
    start: details.startAt,
    end: details.endAt,
    summary: details.summary,
    description: details.description,
    location: details.location || null,
    url: details.url ?? null,
    status: method === "REQUEST" ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: { name: details.organizer.name, email: details.organizer.email },
    // A guest booked by text may have no e-mail address (docs/decisions/bookings.md "Slots offered by text"):
    // RFC 5545's ATTENDEE is a calendar address, so there is none to name.
    attendees: details.guest.email
      ? [
          {
            name: details.guest.name,
            email: details.guest.email,
            role: ICalAttendeeRole.REQ,
            status: method === "REQUEST" ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.DECLINED,
          },
        ]
      : [],
  });
  return calendar.toString();
}

/** `details` as an e-mail attachment: `invite.ics`, base64, `text/calendar; method=…; charset=UTF-8`. */
export function inviteAttachment(details: InviteDetails, method: "REQUEST" | "CANCEL"): EmailAttachment {
  return {
    filename: "invite.ics",
    content: Buffer.from(inviteCalendar(details, method), "utf8").toString("base64"),
    contentType: `text/calendar; method=${method}; charset=UTF-8`,
  };
}
