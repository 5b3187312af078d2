/**
 * What a booking form asks (docs/decisions/bookings.md "The questions an event type asks"): name and e-mail
 * always, the phone and the notes as the event type says (a phone call always requires the phone, the
 * number being the place), and its extra questions. One module for the form, the settings and the service.
 */
import type { BookingEventType, BookingQuestionKind, BookingQuestionMode } from "@/lib/db/schema/bookings";

/** How the form asks for the phone: required for a phone call whatever the event type says. */
export function phoneMode(eventType: Pick<BookingEventType, "locationKind" | "phoneQuestion">): BookingQuestionMode {
  return eventType.locationKind === "phone" ? "required" : eventType.phoneQuestion;
}

/** How the form asks for notes. */
export function notesMode(eventType: Pick<BookingEventType, "asksNotes" | "notesRequired">): BookingQuestionMode {
  if (!eventType.asksNotes) return "hidden";
  return eventType.notesRequired ? "required" : "optional";
}

/** An extra question's kind (`text` for one saved before kinds existed). */
export const questionKind = (question: { kind?: BookingQuestionKind }): BookingQuestionKind => question.kind ?? "text";

/** What the public form needs to ask an event type's questions. */
export interface BookingQuestionnaire {
  phone: BookingQuestionMode;
  /** The phone is where the meeting happens (a phone call). */
  phoneCall: boolean;
  notes: BookingQuestionMode;
  questions: { id: string; label: string; required: boolean; kind: BookingQuestionKind }[];
}

/** `eventType`'s questions as the form asks them. */
export function questionnaire(eventType: BookingEventType): BookingQuestionnaire {
  return {
    phone: phoneMode(eventType),
    phoneCall: eventType.locationKind === "phone",
    notes: notesMode(eventType),
    questions: eventType.questions.map((q) => ({ ...q, kind: questionKind(q) })),
  };
}
