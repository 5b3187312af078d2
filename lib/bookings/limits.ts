/**
 * Longest texts a guest may send when booking, rescheduling or cancelling, in UTF-16 code units (the
 * unit of `maxLength`). Kept apart from the zod schemas (lib/bookings/schemas.ts) so the booking pages'
 * fields can carry the same bounds without downloading zod with the page.
 */
export const BOOKING_LIMITS = { name: 100, email: 255, phone: 30, notes: 2000, answer: 1000, reason: 500 } as const;
