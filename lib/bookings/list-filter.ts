/**
 * /bookings' URL state: the week shown (`?week=` any date of it, `YYYY-MM-DD`; this week when absent) and
 * the filters (`?host=`, `?type=` ids, 0 for all; `?status=`) and the booking being moved (`?move=` its id,
 * 0 for none), shared by the page (server) and its controls
 * (client, through nuqs).
 */
import { createLoader, parseAsInteger, parseAsString, parseAsStringLiteral } from "nuqs/server";
import { BOOKING_STATUSES } from "@/lib/db/schema/bookings";

export const BOOKING_STATUS_FILTERS = ["all", ...BOOKING_STATUSES] as const;
export type BookingStatusFilter = (typeof BOOKING_STATUS_FILTERS)[number];

export const bookingFilterParsers = {
  week: parseAsString.withDefault(""),
  host: parseAsInteger.withDefault(0),
  type: parseAsInteger.withDefault(0),
  status: parseAsStringLiteral(BOOKING_STATUS_FILTERS).withDefault("all"),
  move: parseAsInteger.withDefault(0),
};

/** Reads the week and filters from a page's `searchParams`. */
export const loadBookingFilters = createLoader(bookingFilterParsers);
