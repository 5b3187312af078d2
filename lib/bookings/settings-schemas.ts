/**
 * The console's booking forms (docs/decisions/bookings.md "Bookings"): an event type, a host's hours, a booking's
 * outcome or cancellation. Shared by the dialogs and the actions. A host's hours are typed as text, one
 * weekday or one date a line, so a week with several ranges a day stays one small form:
 * `09:00-12:00, 13:00-17:00` per weekday, and `2026-12-24 off` or `2026-12-27 10:00-12:00` per date.
 */
import { z } from "zod";
import { BOOKING_LOCATION_KINDS, BOOKING_QUESTION_KINDS, BOOKING_QUESTION_MODES } from "@/lib/db/schema/bookings";
import { userText } from "@/lib/input/user-text";
import { rowId } from "@/lib/input/row-id";
import { bookingInstant, bookingTimeZone } from "./schemas";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const RANGE = /^\s*(\d\d:\d\d)\s*-\s*(\d\d:\d\d)\s*$/;

/** A wall-clock range, start before end. */
export interface WallRange {
  startTime: string;
  endTime: string;
}

/** `09:00-12:00, 13:00-17:00` as ranges; an empty text is no hours; throws a message for anything else. */
export function parseRanges(text: string): WallRange[] {
  if (!text.trim()) return [];
  return text.split(",").map((part) => {
    const match = RANGE.exec(part);
    if (!match || !TIME.test(match[1]!) || !TIME.test(match[2]!) || match[1]! >= match[2]!)
      throw new Error(`"${part.trim()}" is not a range like 09:00-12:00`);
    return { startTime: match[1]!, endTime: match[2]! };
  });
}

/** Ranges as the form shows them. */
export function formatRanges(ranges: WallRange[]): string {
  return ranges.map((r) => `${r.startTime.slice(0, 5)}-${r.endTime.slice(0, 5)}`).join(", ");
}

/** A text of ranges, checked and parsed. */
const rangesText = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    try {
      return parseRanges(text);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  });

/** One date override: the date and its ranges (none: a day off). */
export interface DateOverride {
  date: string;
  ranges: WallRange[];
}

const OVERRIDE_LINE = /^\s*(\d{4}-\d{2}-\d{2})\s+(.+)$/;

/** `2026-12-24 off` / `2026-12-27 10:00-12:00, 14:00-15:00`, a line each. */
export function parseOverrides(text: string): DateOverride[] {
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => {
      const match = OVERRIDE_LINE.exec(line);
      if (!match || Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`)))
        throw new Error(`"${line.trim()}" is not a line like 2026-12-24 off or 2026-12-27 10:00-12:00`);
      return { date: match[1]!, ranges: match[2]!.trim().toLowerCase() === "off" ? [] : parseRanges(match[2]!) };
    });
}

/** Overrides as the form shows them. */
export function formatOverrides(overrides: DateOverride[]): string {
  return overrides.map((o) => `${o.date} ${o.ranges.length ? formatRanges(o.ranges) : "off"}`).join("\n");
}

/** A calendar's secret address: http(s) or webcal, as the calendar apps give it. Empty: keep the current one. */
const calendarUrl = z
  .string()
  .trim()
  .max(2000, "An address of at most 2,000 characters")
  .refine((value) => value === "" || /^(https?|webcal):\/\/[^\s]+$/i.test(value), "An https:// or webcal:// address");

export const hostHoursSchema = z.object({
  userId: rowId(),
  calendarUrl: calendarUrl.optional(),
  /** Stop reading the host's own calendar (its busy times go too). */
  removeCalendar: z.boolean().optional(),
  timeZone: bookingTimeZone,
  /** Sunday first, as `Date.getDay()`. */
  weekly: z.array(rangesText).length(7),
  overrides: z
    .string()
    .max(5000)
    .transform((text, ctx) => {
      try {
        return parseOverrides(text);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
});
export type HostHoursFormValues = z.input<typeof hostHoursSchema>;
export type HostHoursInput = z.output<typeof hostHoursSchema>;

const minutes = (label: string, max: number) =>
  z.coerce
    .number(`${label} must be a number`)
    .int(`${label} must be whole minutes`)
    .min(0)
    .max(max, `${label} must be at most ${max}`);

/** Most extra questions an event type asks. */
export const MAX_EXTRA_QUESTIONS = 10;

/** An extra question as the settings edit it; a new one has no id yet (the save gives it one). */
const extraQuestion = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  label: userText({ label: "Question" })
    .min(1, { error: "Write the question", abort: true })
    .max(100, "A question of at most 100 characters"),
  kind: z.enum(BOOKING_QUESTION_KINDS),
  required: z.boolean(),
});

export const eventTypeSchema = z
  .object({
    id: rowId().optional(),
    name: userText({ label: "Name" }).min(1, { error: "Name is required", abort: true }).max(100),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and dashes")
      .max(60),
    description: userText({ label: "Description", multiline: true }).max(2000),
    durationMinutes: z.coerce.number().int().min(5, "At least 5 minutes").max(480, "At most 8 hours"),
    locationKind: z.enum(BOOKING_LOCATION_KINDS),
    locationDetail: userText({ label: "Location" }).max(500),
    bufferBeforeMinutes: minutes("Buffer before", 240),
    bufferAfterMinutes: minutes("Buffer after", 240),
    minimumNoticeMinutes: minutes("Minimum notice", 60 * 24 * 30),
    horizonDays: z.coerce.number().int().min(1, "At least 1 day").max(365, "At most 365 days"),
    /** Empty: no cap. */
    dailyCap: z
      .union([z.literal(""), z.coerce.number().int().min(1, "At least 1").max(100)])
      .transform((v) => (v === "" ? null : v)),
    guestChangeCutoffHours: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 30),
    maxGuestReschedules: z.coerce.number().int().min(0).max(20),
    /** Ignored for a phone call, which always requires it (lib/bookings/questions.ts). */
    phoneQuestion: z.enum(BOOKING_QUESTION_MODES),
    asksNotes: z.boolean(),
    notesRequired: z.boolean(),
    questions: z.array(extraQuestion).max(MAX_EXTRA_QUESTIONS, `At most ${MAX_EXTRA_QUESTIONS} questions`),
    isActive: z.boolean(),
    hostIds: z.array(rowId()).min(1, "Choose at least one host").max(50),
  })
  // The phone is the place of a phone call: it cannot be optional or hidden there.
  .refine((v) => v.locationKind !== "phone" || v.phoneQuestion === "required", {
    path: ["phoneQuestion"],
    error: "A phone call needs the guest's number: the phone stays required",
  })
  .transform((v) => ({ ...v, notesRequired: v.asksNotes && v.notesRequired }));
export type EventTypeFormValues = z.input<typeof eventTypeSchema>;
export type EventTypeInput = z.output<typeof eventTypeSchema>;

export const bookingOutcomeSchema = z.object({ id: rowId(), outcome: z.enum(["completed", "no-show"]) });

export const teamCancelSchema = z.object({
  id: rowId(),
  reason: userText({ label: "Reason", multiline: true })
    .min(1, { error: "Say why, for the guest and the timeline", abort: true })
    .max(500, "Reason must be at most 500 characters"),
});
export type TeamCancelFormValues = z.input<typeof teamCancelSchema>;

/** The team's move of a booking to another free time of its host. */
export const teamRescheduleSchema = z.object({ id: rowId(), startAt: bookingInstant });
export type TeamRescheduleFormValues = z.input<typeof teamRescheduleSchema>;

export const sendBookingLinkSchema = z.object({ leadId: rowId() });

/** A host's calendar feed: a new address, or none. */
export const hostFeedSchema = z.object({ userId: rowId(), action: z.enum(["renew", "revoke"]) });
