/**
 * Booking the free consultation (docs/decisions/bookings.md "Bookings"): event types and their hosts, each host's
 * weekly hours and date overrides as wall-clock times plus the host's IANA zone, and the bookings.
 * One booking per host and time is the exclusion constraint `bookings_host_no_overlap` (a hand-written
 * migration, `drizzle/*_booking_exclusion.sql`: drizzle-kit cannot say `EXCLUDE`), never a check before
 * the insert.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { at, createdAt, updatedAt } from "./columns";
import { users } from "./auth";
import { leads } from "./leads";

/** Where a consultation happens: a phone call to the guest's number, a video link, or an address. */
export const BOOKING_LOCATION_KINDS = ["phone", "video", "in-person"] as const;
export type BookingLocationKind = (typeof BOOKING_LOCATION_KINDS)[number];

/**
 * A booking's state: `confirmed` until the team records an outcome (`completed`, `no-show`) or someone
 * cancels. Every state but `cancelled` holds its host's time (the exclusion constraint's `WHERE`).
 */
export const BOOKING_STATUSES = ["confirmed", "completed", "no-show", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** How the form asks a standard question (phone, notes): required, optional, or not at all. */
export const BOOKING_QUESTION_MODES = ["required", "optional", "hidden"] as const;
export type BookingQuestionMode = (typeof BOOKING_QUESTION_MODES)[number];

/** An extra question's answer field: one line, or several. */
export const BOOKING_QUESTION_KINDS = ["text", "paragraph"] as const;
export type BookingQuestionKind = (typeof BOOKING_QUESTION_KINDS)[number];

/** An extra question an event type asks besides name, e-mail, phone and notes. */
export interface BookingQuestion {
  /** Stable key of the answer in `bookings.answers`: a renamed question keeps its answers. */
  id: string;
  label: string;
  required: boolean;
  /** Absent on questions saved before kinds existed: `text`. */
  kind?: BookingQuestionKind;
}

export const bookingEventTypes = pgTable(
  "booking_event_types",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    /** The public address: /book/<slug>. */
    slug: varchar("slug", { length: 60 }).notNull().unique(),
    description: text("description").notNull().default(""),
    durationMinutes: integer("duration_minutes").notNull(),
    locationKind: varchar("location_kind", { length: 12 }).$type<BookingLocationKind>().notNull().default("phone"),
    /** The video link or the address; empty for a phone call (the guest's number is the place). */
    locationDetail: varchar("location_detail", { length: 500 }).notNull().default(""),
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
    /** The earliest start offered is this long after now. */
    minimumNoticeMinutes: integer("minimum_notice_minutes").notNull().default(240),
    /** The latest start offered is this many days after now. */
    horizonDays: integer("horizon_days").notNull().default(60),
    /** At most this many live bookings of this type per host and host's calendar day; null: no cap. */
    dailyCap: integer("daily_cap"),
    /**
     * Whether the form asks for a phone number. A phone call always requires it, whatever this says
     * (lib/bookings/questions.ts `phoneMode`); name and e-mail are always required.
     */
    phoneQuestion: varchar("phone_question", { length: 8 }).$type<BookingQuestionMode>().notNull().default("optional"),
    /** Whether the notes field is shown, and whether it must be filled in. */
    asksNotes: boolean("asks_notes").notNull().default(true),
    notesRequired: boolean("notes_required").notNull().default(false),
    questions: jsonb("questions")
      .$type<BookingQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A guest may not reschedule or cancel within this many hours of the start (the team always may). */
    guestChangeCutoffHours: integer("guest_change_cutoff_hours").notNull().default(24),
    /** A guest may reschedule at most this many times. */
    maxGuestReschedules: integer("max_guest_reschedules").notNull().default(2),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("booking_event_types_duration_check", sql`${t.durationMinutes} between 5 and 480`),
    check("booking_event_types_location_check", sql`${t.locationKind} in ('phone', 'video', 'in-person')`),
    check("booking_event_types_phone_question_check", sql`${t.phoneQuestion} in ('required', 'optional', 'hidden')`),
    check(
      "booking_event_types_buffers_check",
      sql`${t.bufferBeforeMinutes} between 0 and 240 and ${t.bufferAfterMinutes} between 0 and 240`,
    ),
  ],
);

/** The team members who take an event type's bookings (round robin among the free ones). */
export const bookingHosts = pgTable(
  "booking_hosts",
  {
    eventTypeId: integer("event_type_id")
      .notNull()
      .references(() => bookingEventTypes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.eventTypeId, t.userId] }), index("booking_hosts_user_idx").on(t.userId)],
);

/**
 * A host's booking settings: the IANA zone their hours are read in, the SHA-256 (hex) of their private
 * calendar feed's token (null: no feed; a new token or a revocation replaces it), and the secret iCal
 * address of their own calendar, sealed (lib/secret-cipher.ts), whose busy times block slots, with when it
 * was last read and why that failed.
 */
export const bookingHostProfiles = pgTable("booking_host_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  timeZone: varchar("time_zone", { length: 64 }).notNull(),
  feedTokenHash: varchar("feed_token_hash", { length: 64 }).unique(),
  calendarUrlSealed: text("calendar_url_sealed"),
  calendarCheckedAt: at("calendar_checked_at"),
  calendarError: varchar("calendar_error", { length: 500 }),
  updatedAt: updatedAt(),
});

/** Busy times read from a host's own calendar, replaced whole on each read. */
export const bookingBusyTimes = pgTable(
  "booking_busy_times",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startAt: at("start_at").notNull(),
    endAt: at("end_at").notNull(),
  },
  (t) => [index("booking_busy_times_user_start_idx").on(t.userId, t.startAt)],
);

/**
 * A host's weekly hours: several ranges a weekday (0 Sunday … 6 Saturday), wall-clock times in the
 * host's zone (`booking_host_profiles.time_zone`); `end_time` 24:00 means midnight at the day's end.
 */
export const bookingWeeklyHours = pgTable(
  "booking_weekly_hours",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
  },
  (t) => [
    index("booking_weekly_hours_user_idx").on(t.userId, t.weekday),
    check("booking_weekly_hours_weekday_check", sql`${t.weekday} between 0 and 6`),
    check("booking_weekly_hours_range_check", sql`${t.startTime} < ${t.endTime}`),
  ],
);

/**
 * A date whose hours replace the host's weekly ones: one row per range, or one row with no times for a
 * day off. `date` is the host's calendar date.
 */
export const bookingDateOverrides = pgTable(
  "booking_date_overrides",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    startTime: time("start_time"),
    endTime: time("end_time"),
  },
  (t) => [
    index("booking_date_overrides_user_date_idx").on(t.userId, t.date),
    check(
      "booking_date_overrides_range_check",
      sql`(${t.startTime} is null and ${t.endTime} is null) or (${t.startTime} < ${t.endTime})`,
    ),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    eventTypeId: integer("event_type_id")
      .notNull()
      .references(() => bookingEventTypes.id, { onDelete: "restrict" }),
    hostId: integer("host_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    startAt: at("start_at").notNull(),
    endAt: at("end_at").notNull(),
    /** The event type's buffers when booked: the constraint blocks the host from start − before to end + after. */
    bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
    bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
    status: varchar("status", { length: 12 }).$type<BookingStatus>().notNull().default("confirmed"),
    cancelReason: varchar("cancel_reason", { length: 500 }),
    guestName: varchar("guest_name", { length: 100 }).notNull(),
    /** Lower-cased. */
    guestEmail: varchar("guest_email", { length: 255 }).notNull(),
    /** E.164, or null when the event type does not need it and the guest gave none. */
    guestPhone: varchar("guest_phone", { length: 20 }),
    guestNotes: text("guest_notes").notNull().default(""),
    /** Answers to the event type's extra questions, by question id. */
    answers: jsonb("answers")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The guest's IANA zone, in which their e-mails show the time. */
    guestTimeZone: varchar("guest_time_zone", { length: 64 }).notNull(),
    /** The iCalendar UID (RFC 5545 §3.8.4.7): one event in the guest's calendar across every change. */
    icalUid: varchar("ical_uid", { length: 100 }).notNull().unique(),
    /** RFC 5545 §3.8.7.4 SEQUENCE: raised on every change the invite announces. */
    sequence: integer("sequence").notNull().default(0),
    rescheduleCount: integer("reschedule_count").notNull().default(0),
    /** The form's key: a double click or a retried request finds the booking it already made. */
    idempotencyKey: varchar("idempotency_key", { length: 64 }).notNull().unique(),
    /** SHA-256 (hex) of the guest's manage token; the token itself travels only in the guest's e-mail. */
    manageTokenHash: varchar("manage_token_hash", { length: 64 }).notNull().unique(),
    cancelledAt: at("cancelled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The console's day and week: live and all, by start; a host's bookings by start (slots, the week's count).
    index("bookings_start_idx").on(t.startAt, t.id),
    index("bookings_host_start_idx").on(t.hostId, t.startAt),
    index("bookings_status_start_idx").on(t.status, t.startAt),
    index("bookings_event_type_start_idx").on(t.eventTypeId, t.startAt),
    index("bookings_lead_idx").on(t.leadId),
    check("bookings_status_check", sql`${t.status} in ('confirmed', 'completed', 'no-show', 'cancelled')`),
    check("bookings_range_check", sql`${t.startAt} < ${t.endAt}`),
  ],
);

/** The reminders a booking gets (docs/decisions/bookings.md "Bookings"): e-mails 24 hours and 1 hour before, a text 1 hour before. */
export const BOOKING_REMINDER_KINDS = ["email-24h", "email-1h", "sms-1h"] as const;
export type BookingReminderKind = (typeof BOOKING_REMINDER_KINDS)[number];

/**
 * Each reminder sent, once: the unique key (booking, kind, the start it reminds of) decides between two
 * workers, and a moved booking's new start gets its own reminders.
 */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 12 }).$type<BookingReminderKind>().notNull(),
    startAt: at("start_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("booking_reminders_once_key").on(t.bookingId, t.kind, t.startAt)],
);

export type BookingEventType = typeof bookingEventTypes.$inferSelect;
export type BookingWeeklyHour = typeof bookingWeeklyHours.$inferSelect;
export type BookingDateOverride = typeof bookingDateOverrides.$inferSelect;
export type Booking = typeof bookings.$inferSelect;

/** An offer's state: `open` until the lead takes a slot (`taken`), or it runs out or a newer offer replaces it (`expired`). */
export const BOOKING_OFFER_STATUSES = ["open", "taken", "expired"] as const;
export type BookingOfferStatus = (typeof BOOKING_OFFER_STATUSES)[number];

/**
 * Free-consultation times texted to a lead to answer by number (docs/decisions/bookings.md "Slots offered by
 * text"): an open, unexpired offer is a state of the lead's conversation that the inbound decision reads.
 */
export const bookingOffers = pgTable(
  "booking_offers",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    eventTypeId: integer("event_type_id")
      .notNull()
      .references(() => bookingEventTypes.id, { onDelete: "cascade" }),
    /** The offered starts (ISO 8601, UTC), in the order the text numbers them. */
    slotStarts: jsonb("slot_starts").$type<string[]>().notNull(),
    /** The IANA zone the text shows the times in (the lead's, guessed from the number). */
    timeZone: varchar("time_zone", { length: 64 }).notNull(),
    status: varchar("status", { length: 8 }).$type<BookingOfferStatus>().notNull().default("open"),
    sentAt: at("sent_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
  },
  (t) => [
    // One open offer per lead: a new offer expires the one before in the same transaction.
    uniqueIndex("booking_offers_lead_open_idx")
      .on(t.leadId)
      .where(sql`${t.status} = 'open'`),
    check("booking_offers_status_check", sql`${t.status} in ('open', 'taken', 'expired')`),
  ],
);
