import { eq, inArray } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { bookingByToken, cancelBooking, rescheduleBooking } from "@/lib/bookings/change-booking";
import { createBooking } from "@/lib/bookings/create-booking";
import { bookSchema } from "@/lib/bookings/schemas";
import { db } from "@/lib/db";
import { bookings, leadEvents, outboxMessages } from "@/lib/db/schema";
import { isAppError } from "@/lib/errors/app-error";
import { createBookingHost, createEventType, newIdempotencyKey } from "@/tests/support/bookings";

/** Monday 2030-01-07, 05:00 UTC (midnight in New York). */
const NOW = new Date("2030-01-07T05:00:00Z");

async function book(slug: string, startAt = "2030-01-09T15:00:00Z") {
  return createBooking(
    db,
    bookSchema.parse({
      eventTypeSlug: slug,
      startAt,
      timeZone: "Europe/Berlin",
      name: "Grace Hopper",
      email: `grace.${newIdempotencyKey()}@example.com`,
      phone: "+15550004444",
      idempotencyKey: newIdempotencyKey(),
    }),
    NOW,
  );
}

/** The invitation attached to outbox message `id`, parsed back by node-ical. */
async function invite(id: number): Promise<{ method: string; event: VEvent; contentType: string }> {
  const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  const attachment = message!.attachments![0]!;
  const parsed = ical.sync.parseICS(Buffer.from(attachment.content, "base64").toString("utf8"));
  const event = Object.values(parsed).find((c) => c?.type === "VEVENT") as VEvent;
  return { method: String(parsed.vcalendar?.method), event, contentType: attachment.contentType ?? "" };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("booking invitations and changes", () => {
  it("sends one event that a move updates (same UID, higher SEQUENCE) and a cancellation removes", async () => {
    const host = await createBookingHost(db);
    const eventType = await createEventType(db, [host], { name: "Discovery call" });
    const booked = await book(eventType.slug);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booked.bookingId));

    for (const id of booked.outboxIds) {
      const request = await invite(id);
      expect(request.method).toBe("REQUEST");
      expect(request.contentType).toBe("text/calendar; method=REQUEST; charset=UTF-8");
      expect(request.event).toMatchObject({ uid: row!.icalUid, sequence: 0, status: "CONFIRMED" });
      expect(new Date(request.event.start).toISOString()).toBe("2030-01-09T15:00:00.000Z");
      expect(new Date(request.event.end!).toISOString()).toBe("2030-01-09T15:30:00.000Z");
      expect(String((request.event.organizer as { val: string }).val).toLowerCase()).toBe(`mailto:${host.email}`);
      expect(JSON.stringify(request.event.attendee)).toContain(row!.guestEmail);
    }
    const [guestMail] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, booked.outboxIds[0]!));
    expect(guestMail!.body).toContain(
      "Jan 9, 2030, 4:00 PM (Europe/Berlin) / Jan 9, 2030, 10:00 AM (America/New_York)",
    );
    expect(guestMail!.body).toContain(`/book/manage/${booked.manageToken}`);

    const moved = await rescheduleBooking(
      db,
      booked.bookingId,
      new Date("2030-01-10T16:00:00Z"),
      { kind: "guest" },
      NOW,
    );
    const update = await invite(moved.outboxIds[0]!);
    expect(update.method).toBe("REQUEST");
    expect(update.event).toMatchObject({ uid: row!.icalUid, sequence: 1 });
    expect(new Date(update.event.start).toISOString()).toBe("2030-01-10T16:00:00.000Z");
    // The old link stops working; the new e-mail's works.
    expect(await bookingByToken(booked.manageToken!)).toBeNull();
    expect((await bookingByToken(moved.manageToken))?.booking.id).toBe(booked.bookingId);

    const cancelled = await cancelBooking(db, booked.bookingId, "Found another agency", { kind: "guest" }, NOW);
    for (const id of cancelled.outboxIds) {
      const cancel = await invite(id);
      expect(cancel.method).toBe("CANCEL");
      expect(cancel.contentType).toBe("text/calendar; method=CANCEL; charset=UTF-8");
      expect(cancel.event).toMatchObject({ uid: row!.icalUid, sequence: 2, status: "CANCELLED" });
    }
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, row!.leadId!));
    expect(events.map((e) => e.body)).toEqual([
      expect.stringContaining("booked for Jan 9, 2030, 10:00 AM"),
      expect.stringContaining("rescheduled for Jan 10, 2030, 11:00 AM"),
      expect.stringContaining("cancelled for Jan 10, 2030, 11:00 AM (America/New_York) (reason: Found another agency)"),
    ]);
    // A cancelled booking frees its time at once.
    const again = await book(eventType.slug, "2030-01-10T16:00:00Z");
    expect(again.startAt).toBe("2030-01-10T16:00:00.000Z");
  });

  it("holds the guest to the event type's rules, and lets the team change anyway", async () => {
    const host = await createBookingHost(db);
    const eventType = await createEventType(db, [host], { guestChangeCutoffHours: 24, maxGuestReschedules: 1 });
    const soon = await book(eventType.slug, "2030-01-07T15:00:00Z");
    expect(await refusal(cancelBooking(db, soon.bookingId, null, { kind: "guest" }, NOW))).toMatch(
      /^forbidden: Changes are possible until 24 hours before the start/,
    );
    await rescheduleBooking(
      db,
      soon.bookingId,
      new Date("2030-01-07T16:00:00Z"),
      { kind: "team", username: "admin" },
      NOW,
    );

    const later = await book(eventType.slug, "2030-01-09T15:00:00Z");
    await rescheduleBooking(db, later.bookingId, new Date("2030-01-09T16:00:00Z"), { kind: "guest" }, NOW);
    expect(
      await refusal(rescheduleBooking(db, later.bookingId, new Date("2030-01-09T17:00:00Z"), { kind: "guest" }, NOW)),
    ).toMatch(/^forbidden: This booking was moved as often as it may be/);
    const rows = await db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [soon.bookingId, later.bookingId]));
    expect(rows.map((r) => [r.startAt.toISOString(), r.sequence]).sort()).toEqual([
      ["2030-01-07T16:00:00.000Z", 1],
      ["2030-01-09T16:00:00.000Z", 1],
    ]);
  });

  it("refuses a move onto a taken time as just taken, keeping the booking where it was", async () => {
    const host = await createBookingHost(db);
    const eventType = await createEventType(db, [host]);
    await book(eventType.slug, "2030-01-09T15:00:00Z");
    const other = await book(eventType.slug, "2030-01-09T16:00:00Z");
    expect(
      await refusal(rescheduleBooking(db, other.bookingId, new Date("2030-01-09T15:00:00Z"), { kind: "guest" }, NOW)),
    ).toBe("conflict: This time was just taken. Choose another one.");
    const [row] = await db.select().from(bookings).where(eq(bookings.id, other.bookingId));
    expect(row).toMatchObject({ startAt: new Date("2030-01-09T16:00:00Z"), sequence: 0 });
  });
});
