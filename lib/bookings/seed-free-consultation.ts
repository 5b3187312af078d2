/**
 * The seed's booking part: the "Free consultation" the site promises (docs/decisions/bookings.md "Bookings"), a
 * 30-minute phone call hosted by the admin, Monday to Friday 09:00–12:00 and 13:00–17:00 in New York.
 * Created once: an event type with the slug already there (renamed, re-hosted, its hours changed) is left
 * as the team made it.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { bookingEventTypes, bookingHostProfiles, bookingHosts, bookingWeeklyHours, users } from "@/lib/db/schema";

/** The seeded event type's public slug: /book/free-consultation (lib/bookings/booking-link.ts links there). */
const FREE_CONSULTATION_SLUG = "free-consultation";

const SEED_TIME_ZONE = "America/New_York";
const SEED_RANGES = [
  ["09:00", "12:00"],
  ["13:00", "17:00"],
] as const;

/** Creates the event type, the admin as its host, and the admin's hours, unless the slug exists. */
export async function seedFreeConsultation(db: Database, adminUsername: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, adminUsername));
    if (!admin) return;
    const [created] = await tx
      .insert(bookingEventTypes)
      .values({
        name: "Free consultation",
        slug: FREE_CONSULTATION_SLUG,
        description: "A free 30-minute call about your project idea, and a custom quote afterwards.",
        durationMinutes: 30,
        locationKind: "phone",
        phoneQuestion: "required",
        bufferAfterMinutes: 10,
      })
      .onConflictDoNothing({ target: bookingEventTypes.slug })
      .returning({ id: bookingEventTypes.id });
    if (!created) return;
    await tx.insert(bookingHosts).values({ eventTypeId: created.id, userId: admin.id });
    const profile = await tx
      .insert(bookingHostProfiles)
      .values({ userId: admin.id, timeZone: SEED_TIME_ZONE })
      .onConflictDoNothing()
      .returning({ userId: bookingHostProfiles.userId });
    if (profile.length === 0) return;
    await tx
      .insert(bookingWeeklyHours)
      .values(
        [1, 2, 3, 4, 5].flatMap((weekday) =>
          SEED_RANGES.map(([startTime, endTime]) => ({ userId: admin.id, weekday, startTime, endTime })),
        ),
      );
  });
}
