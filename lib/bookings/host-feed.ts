/**
 * A host's private calendar feed (docs/decisions/bookings.md "Bookings"): their live bookings from 30 days back as
 * an iCalendar `METHOD:PUBLISH` feed (RFC 5545, RFC 5546 §3.2.1) at a secret address their calendar app
 * subscribes to (`webcal://…`). The token is shown once when made; a new one or a revocation ends the old.
 * Each event keeps the booking's UID and SEQUENCE, so it matches the invitation the host received.
 */
import { and, eq, gte, ne } from "drizzle-orm";
import ical, { ICalCalendarMethod } from "ical-generator";
import { db, type Database } from "@/lib/db";
import { bookingHostProfiles, bookings } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { bookingContext } from "./booking-context";
import { bookingLocation } from "./booking-mail";
import { newSecretToken, secretTokenHash } from "./secret-token";

const FEED_DAYS_BACK = 30;

/** The feed's subscription address for `token`: `webcal://` on the site's host. */
export function feedUrl(token: string): string {
  const url = new URL(`/api/bookings/feed/${token}`, env.PUBLIC_BASE_URL);
  return `webcal://${url.host}${url.pathname}`;
}

/**
 * Makes host `userId` a new feed token (the old address stops working) and answers its address.
 * @throws AppError `invalid` when the user has no booking hours yet.
 */
export async function renewHostFeed(database: Database, userId: number): Promise<{ userId: number; url: string }> {
  const { token, hash } = newSecretToken();
  const updated = await database
    .update(bookingHostProfiles)
    .set({ feedTokenHash: hash })
    .where(eq(bookingHostProfiles.userId, userId))
    .returning({ userId: bookingHostProfiles.userId });
  if (updated.length === 0) throw new AppError("invalid", "Set this host's hours first.");
  return { userId, url: feedUrl(token) };
}

/** Ends host `userId`'s feed. */
export async function revokeHostFeed(database: Database, userId: number): Promise<{ userId: number }> {
  await database.update(bookingHostProfiles).set({ feedTokenHash: null }).where(eq(bookingHostProfiles.userId, userId));
  return { userId };
}

/** The feed behind `token` as iCalendar text, or null for an unknown or revoked token. */
export async function hostFeedCalendar(token: string, now = new Date()): Promise<string | null> {
  const [profile] = await db
    .select({ userId: bookingHostProfiles.userId })
    .from(bookingHostProfiles)
    .where(eq(bookingHostProfiles.feedTokenHash, secretTokenHash(token)));
  if (!profile) return null;
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.hostId, profile.userId),
        ne(bookings.status, "cancelled"),
        gte(bookings.startAt, new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000)),
      ),
    )
    .orderBy(bookings.startAt);
  const calendar = ical({
    prodId: { company: "Custom Portal Solutions", product: "Bookings", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    name: "Consultations",
  });
  for (const { id } of rows) {
    const context = (await bookingContext(db, id))!;
    const { booking, eventType } = context;
    calendar.createEvent({
      id: booking.icalUid,
      sequence: booking.sequence,
      stamp: booking.updatedAt,
      start: booking.startAt,
      end: booking.endAt,
      summary: `${eventType.name}: ${booking.guestName}`,
      description: [booking.guestEmail, booking.guestNotes].filter(Boolean).join("\n\n"),
      location: bookingLocation(context),
    });
  }
  return calendar.toString();
}
