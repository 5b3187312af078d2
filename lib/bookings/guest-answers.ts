/**
 * A guest's answers checked against what the event type asks (lib/bookings/questions.ts,
 * docs/decisions/bookings.md "The questions an event type asks"): the phone as E.164 and present when
 * required, the notes present when required and dropped when not asked, and the extra questions' answers
 * by id, unknown ones dropped. A booking made from an answer to texted times (`fromOffer`) is held only to
 * the phone: the lead answered by text, so the rest is asked on the call.
 */
import type { BookingEventType } from "@/lib/db/schema";
import { leadPhone } from "@/lib/leads/identity";
import { fieldError } from "./refusals";
import { notesMode, phoneMode } from "./questions";
import type { BookInput } from "./schemas";

/** What a booking stores of the guest's answers. */
export interface GuestAnswers {
  /** E.164, or null. */
  phone: string | null;
  notes: string;
  answers: Record<string, string>;
}

/**
 * `input`'s answers as stored.
 * @throws AppError `invalid` with a field error on `phone`, `notes` or `answers.<id>`.
 */
export function checkedGuestAnswers(
  eventType: BookingEventType,
  input: Pick<BookInput, "phone" | "notes" | "answers">,
  options: { fromOffer?: boolean } = {},
): GuestAnswers {
  const phoneAsked = phoneMode(eventType);
  const phone = phoneAsked === "hidden" ? null : leadPhone(input.phone);
  if (phoneAsked !== "hidden" && input.phone && !phone) throw fieldError("phone", "Please enter a valid phone number");
  if (phoneAsked === "required" && !phone)
    throw fieldError(
      "phone",
      eventType.locationKind === "phone" ? "Phone is required for a phone call" : "Phone is required",
    );
  const enforce = !options.fromOffer;
  const notesAsked = notesMode(eventType);
  const notes = notesAsked === "hidden" ? "" : (input.notes?.trim() ?? "");
  if (enforce && notesAsked === "required" && !notes) throw fieldError("notes", "Notes are required");
  const answers: Record<string, string> = {};
  for (const question of eventType.questions) {
    const answer = input.answers?.[question.id]?.trim() ?? "";
    if (enforce && question.required && !answer)
      throw fieldError(`answers.${question.id}`, `${question.label} is required`);
    if (answer) answers[question.id] = answer;
  }
  return { phone, notes, answers };
}
