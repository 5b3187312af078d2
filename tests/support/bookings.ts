/** Event types and hosts for booking tests: each call makes its own, so tests never share a calendar. */
import { randomBytes } from "node:crypto";
import type { Database } from "@/lib/db";
import {
  bookingEventTypes,
  bookingHostProfiles,
  bookingHosts,
  bookingWeeklyHours,
  type BookingEventType,
} from "@/lib/db/schema";
import { createTestUser, type TestUser } from "./users";

/** A host: a user with a zone and the same hours each weekday (default 09:00–17:00, Monday to Friday). */
export async function createBookingHost(
  db: Database,
  options: { timeZone?: string; weekdays?: number[]; startTime?: string; endTime?: string; firstName?: string } = {},
): Promise<TestUser> {
  const user = await createTestUser(db, "host", "staff");
  await db.insert(bookingHostProfiles).values({ userId: user.id, timeZone: options.timeZone ?? "America/New_York" });
  await db.insert(bookingWeeklyHours).values(
    (options.weekdays ?? [1, 2, 3, 4, 5]).map((weekday) => ({
      userId: user.id,
      weekday,
      startTime: options.startTime ?? "09:00",
      endTime: options.endTime ?? "17:00",
    })),
  );
  return user;
}

/** An event type with a unique slug, hosted by `hosts`; a 30-minute phone call without notice unless `values` say otherwise. */
export async function createEventType(
  db: Database,
  hosts: TestUser[],
  values: Partial<typeof bookingEventTypes.$inferInsert> = {},
): Promise<BookingEventType> {
  const [row] = await db
    .insert(bookingEventTypes)
    .values({
      name: "Free consultation",
      slug: `call-${randomBytes(4).toString("hex")}`,
      durationMinutes: 30,
      minimumNoticeMinutes: 0,
      horizonDays: 3650,
      ...values,
    })
    .returning();
  if (hosts.length) await db.insert(bookingHosts).values(hosts.map((h) => ({ eventTypeId: row!.id, userId: h.id })));
  return row!;
}

/** A fresh idempotency key, as the form makes one. */
export const newIdempotencyKey = () => randomBytes(16).toString("base64url");
