/** The words of the bookings' locations, states and questions, for the public pages and the console. */
import type {
  BookingLocationKind,
  BookingQuestionKind,
  BookingQuestionMode,
  BookingStatus,
} from "@/lib/db/schema/bookings";

export const LOCATION_LABELS: Record<BookingLocationKind, string> = {
  phone: "Phone call",
  video: "Video call",
  "in-person": "In person",
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: "Confirmed",
  completed: "Completed",
  "no-show": "No-show",
  cancelled: "Cancelled",
};

export const QUESTION_MODE_LABELS: Record<BookingQuestionMode, string> = {
  required: "Required",
  optional: "Optional",
  hidden: "Not asked",
};

export const QUESTION_KIND_LABELS: Record<BookingQuestionKind, string> = {
  text: "One line",
  paragraph: "Several lines",
};
