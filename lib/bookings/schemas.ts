/**
 * What a guest sends to book, reschedule or cancel (docs/decisions/bookings.md "Bookings"), shared by the /book
 * form and its actions. Text is user text (lib/input/user-text.ts): a control character, NUL included,
 * or a lone surrogate is a field error, never stored. Whether the time is offered is the service's rule
 * (lib/bookings/create-booking.ts), answered on the `startAt` field.
 */
import { z } from "zod";
import { isTimeZone } from "@/lib/format/date";
import { userText } from "@/lib/input/user-text";
import { BOOKING_LIMITS } from "./limits";

/** An instant as the form sends it: ISO 8601 with an offset or `Z`. */
export const bookingInstant = z.iso
  .datetime({ offset: true, error: "Choose a time" })
  .transform((value) => new Date(value));

/** An IANA zone this runtime knows. */
export const bookingTimeZone = z
  .string({ error: "Choose your time zone" })
  .max(64, "Unknown time zone")
  .refine(isTimeZone, "Unknown time zone");

/** The form's idempotency key: the same key twice is one booking. */
export const idempotencyKey = z
  .string({ error: "Reload the page and try again" })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, "Reload the page and try again");

export const bookSchema = z.object({
  eventTypeSlug: z.string().min(1).max(60),
  startAt: bookingInstant,
  timeZone: bookingTimeZone,
  name: userText({ label: "Name" })
    .min(1, { error: "Name is required", abort: true })
    .max(BOOKING_LIMITS.name, `Name must be at most ${BOOKING_LIMITS.name} characters`),
  email: userText({ label: "Email" })
    .min(1, { error: "Email is required", abort: true })
    .max(BOOKING_LIMITS.email, `Email must be at most ${BOOKING_LIMITS.email} characters`)
    .pipe(z.email("Please enter a valid email address")),
  phone: userText({ label: "Phone" })
    .max(BOOKING_LIMITS.phone, `Phone must be at most ${BOOKING_LIMITS.phone} characters`)
    .optional(),
  notes: userText({ label: "Notes", multiline: true })
    .max(BOOKING_LIMITS.notes, `Notes must be at most ${BOOKING_LIMITS.notes} characters`)
    .optional(),
  answers: z
    .record(
      z.string().max(40),
      userText({ label: "Answer", multiline: true }).max(
        BOOKING_LIMITS.answer,
        `An answer must be at most ${BOOKING_LIMITS.answer} characters`,
      ),
    )
    .refine((answers) => Object.keys(answers).length <= 20, "Too many answers")
    .optional(),
  idempotencyKey,
});

export type BookInput = z.output<typeof bookSchema>;
export type BookFormValues = z.input<typeof bookSchema>;

/** A guest's change through their manage link. */
export const guestRescheduleSchema = z.object({
  token: z.string().max(64),
  startAt: bookingInstant,
  timeZone: bookingTimeZone,
});

export const guestCancelSchema = z.object({
  token: z.string().max(64),
  reason: userText({ label: "Reason", multiline: true })
    .max(BOOKING_LIMITS.reason, `Reason must be at most ${BOOKING_LIMITS.reason} characters`)
    .optional(),
});
