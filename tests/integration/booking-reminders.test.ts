import { randomInt } from "node:crypto";
import { and, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cancelBooking, rescheduleBooking } from "@/lib/bookings/change-booking";
import { createBooking } from "@/lib/bookings/create-booking";
import { bookSchema } from "@/lib/bookings/schemas";
import { sendBookingReminders } from "@/lib/bookings/send-reminders";
import { db } from "@/lib/db";
import { bookingReminders, outboxMessages, smsOptOuts } from "@/lib/db/schema";
import { createBookingHost, createEventType, newIdempotencyKey } from "@/tests/support/bookings";

const HOUR = 3_600_000;
const BOOKED_AT = new Date("2030-01-07T00:00:00Z");

/** A booking at `startIso` for a guest in `timeZone`, made well before its reminders. */
async function booking(startIso: string, timeZone = "Europe/London") {
  const host = await createBookingHost(db, {
    timeZone: "UTC",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    startTime: "00:00",
    endTime: "24:00",
  });
  const eventType = await createEventType(db, [host]);
  const phone = `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
  const email = `guest.${newIdempotencyKey()}@example.com`.toLowerCase();
  const booked = await createBooking(
    db,
    bookSchema.parse({
      eventTypeSlug: eventType.slug,
      startAt: startIso,
      timeZone,
      name: "Alan Turing",
      email,
      phone,
      idempotencyKey: newIdempotencyKey(),
    }),
    BOOKED_AT,
  );
  return { id: booked.bookingId, email, phone };
}

/** What reached the outbox for one guest: reminder e-mails by subject start, and texts. */
async function sent(guest: { email: string; phone: string }) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.recipient, [guest.email, guest.phone]));
  return {
    dayBefore: rows.filter((r) => r.subject?.startsWith("Reminder: ")).length,
    hourBefore: rows.filter((r) => r.subject?.startsWith("Starting in an hour: ")).length,
    texts: rows.filter((r) => r.channel === "sms").map((r) => r.body),
  };
}

/** Two workers running the job at the same moment. */
const twoWorkers = (now: Date) => Promise.all([sendBookingReminders(db, now), sendBookingReminders(db, now)]);

describe("booking reminders", () => {
  it("sends each reminder once under two workers, follows a move, and stops at a cancellation", async () => {
    const guest = await booking("2030-01-09T15:00:00Z");
    const start = new Date("2030-01-09T15:00:00Z").getTime();
    await twoWorkers(new Date(start - 25 * HOUR));
    expect(await sent(guest)).toEqual({ dayBefore: 0, hourBefore: 0, texts: [] });
    await twoWorkers(new Date(start - 23.5 * HOUR));
    await twoWorkers(new Date(start - 23 * HOUR));
    expect(await sent(guest)).toEqual({ dayBefore: 1, hourBefore: 0, texts: [] });
    await twoWorkers(new Date(start - 0.5 * HOUR));
    await twoWorkers(new Date(start - 0.25 * HOUR));
    const hour = await sent(guest);
    expect(hour).toMatchObject({ dayBefore: 1, hourBefore: 1 });
    expect(hour.texts).toEqual([expect.stringContaining("Reminder: your Free consultation")]);

    // Moved two hours later: the new start gets its own hour-before reminders.
    await rescheduleBooking(db, guest.id, new Date(start + 2 * HOUR), { kind: "team", username: "admin" }, BOOKED_AT);
    await twoWorkers(new Date(start + 1.5 * HOUR));
    expect(await sent(guest)).toMatchObject({
      dayBefore: 1,
      hourBefore: 2,
      texts: [expect.any(String), expect.any(String)],
    });
    const rows = await db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, guest.id));
    expect(rows).toHaveLength(5);
  });

  it("sends nothing for a cancelled booking", async () => {
    const guest = await booking("2030-01-10T15:00:00Z");
    await cancelBooking(db, guest.id, "No longer needed", { kind: "team", username: "admin" }, BOOKED_AT);
    const start = new Date("2030-01-10T15:00:00Z").getTime();
    await twoWorkers(new Date(start - 23.5 * HOUR));
    await twoWorkers(new Date(start - 0.5 * HOUR));
    expect(await sent(guest)).toEqual({ dayBefore: 0, hourBefore: 0, texts: [] });
  });

  it("texts no number that opted out, and none in the guest's quiet hours, while the e-mail still goes", async () => {
    const optedOut = await booking("2030-01-11T15:00:00Z");
    await db.insert(smsOptOuts).values({ phoneNumber: optedOut.phone });
    // 17:00 UTC is 22:30 in Kolkata: an hour before is a quiet hour there.
    const asleep = await booking("2030-01-11T17:00:00Z", "Asia/Kolkata");
    await twoWorkers(new Date("2030-01-11T14:30:00Z"));
    await twoWorkers(new Date("2030-01-11T16:30:00Z"));
    expect(await sent(optedOut)).toEqual({ dayBefore: 0, hourBefore: 1, texts: [] });
    // Its day-before reminder, due since 17:00 the day before, leaves with the first run.
    expect(await sent(asleep)).toEqual({ dayBefore: 1, hourBefore: 1, texts: [] });
    const kinds = await db
      .select({ kind: bookingReminders.kind })
      .from(bookingReminders)
      .where(and(inArray(bookingReminders.bookingId, [optedOut.id, asleep.id]), like(bookingReminders.kind, "sms%")));
    expect(kinds).toEqual([]);
  });
});
