/** The words of the bookings' locations and states, for the public pages and the console. */
import type { BookingLocationKind, BookingStatus } from "@/lib/db/schema/bookings";

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
