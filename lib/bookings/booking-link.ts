/**
 * The address that books the free consultation (docs/decisions/bookings.md "Bookings"), for the texts, e-mails and
 * pages that point there: /book/free-consultation, with the guest's name, e-mail and phone as query
 * parameters that prefill the form (/book/<slug> reads `name`, `email`, `phone`). Pure: the SMS replies,
 * the public pages and the console build it alike.
 */

/** The seeded event type's address (lib/bookings/seed-free-consultation.ts creates it). */
export const FREE_CONSULTATION_PATH = "/book/free-consultation";

/** Who the link is for, as far as known. */
export interface BookingPrefill {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** The free consultation's path and query, prefilled with what `prefill` knows (empty values left out). */
export function bookingPath(prefill: BookingPrefill = {}): string {
  const query = new URLSearchParams();
  for (const key of ["name", "email", "phone"] as const) {
    const value = prefill[key]?.trim();
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${FREE_CONSULTATION_PATH}?${search}` : FREE_CONSULTATION_PATH;
}

/** `baseUrl` + `bookingPath(prefill)`: the absolute link a text or an e-mail carries. */
export function bookingLink(baseUrl: string | URL, prefill: BookingPrefill = {}): string {
  return new URL(bookingPath(prefill), baseUrl).toString();
}
