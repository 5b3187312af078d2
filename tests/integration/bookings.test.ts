import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { bookConsultation } from "@/lib/bookings/actions";
import { createBooking } from "@/lib/bookings/create-booking";
import { bookSchema, type BookInput } from "@/lib/bookings/schemas";
import { db } from "@/lib/db";
import { bookings, leadEvents, leads, outboxMessages } from "@/lib/db/schema";
import { isAppError } from "@/lib/errors/app-error";
import { createBookingHost, createEventType, newIdempotencyKey } from "@/tests/support/bookings";

// Server actions read the request's headers; outside a request, give them a visitor's.
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "198.51.100.40" }) }));

/** Monday 2030-01-07, 05:00 UTC (midnight in New York). */
const NOW = new Date("2030-01-07T05:00:00Z");
/** Monday 10:00 in New York. */
const TEN_AM = "2030-01-07T15:00:00Z";

function input(slug: string, overrides: Partial<BookInput> = {}): BookInput {
  return bookSchema.parse({
    eventTypeSlug: slug,
    startAt: TEN_AM,
    timeZone: "Asia/Kolkata",
    name: "Ada Lovelace",
    email: `Ada.${newIdempotencyKey()}@Example.com`,
    phone: `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
    notes: "A portal for my bakery",
    idempotencyKey: newIdempotencyKey(),
    ...overrides,
    ...(overrides.startAt ? { startAt: overrides.startAt.toISOString() } : {}),
  });
}

const bookingsOf = (eventTypeId: number) => db.select().from(bookings).where(eq(bookings.eventTypeId, eventTypeId));

async function refusal(
  promise: Promise<unknown>,
): Promise<{ code: string; field: string | undefined; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.code, field: Object.keys(error.fieldErrors ?? {})[0], message: error.message };
  }
  throw new Error("expected a refusal");
}

describe("booking a consultation", () => {
  it("books a free time for its host, attaches the lead, and queues both invitations", async () => {
    const host = await createBookingHost(db);
    const eventType = await createEventType(db, [host]);
    const booked = await createBooking(
      db,
      input(eventType.slug, { email: "ada@example.com", phone: "+15550001111" }),
      NOW,
    );
    expect(booked).toMatchObject({ startAt: "2030-01-07T15:00:00.000Z", endAt: "2030-01-07T15:30:00.000Z" });
    expect(booked.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await bookingsOf(eventType.id);
    expect(row).toMatchObject({ hostId: host.id, status: "confirmed", guestEmail: "ada@example.com", sequence: 0 });
    expect(row!.manageTokenHash).not.toContain(booked.manageToken);
    const [lead] = await db.select().from(leads).where(eq(leads.id, row!.leadId!));
    expect(lead).toMatchObject({ email: "ada@example.com", phone: "+15550001111", name: "Ada Lovelace" });
    expect(lead!.sources).toContain("booking");
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(events.map((e) => e.kind)).toEqual(["booking"]);
    expect(events[0]!.body).toContain("Jan 7, 2030, 10:00 AM (America/New_York)");
    const mail = await db.select().from(outboxMessages).where(inArray(outboxMessages.id, booked.outboxIds));
    expect(mail.map((m) => m.recipient).sort()).toEqual(["ada@example.com", host.email].sort());
    const guestMail = mail.find((m) => m.recipient === "ada@example.com")!;
    // The guest reads the time in their own zone and the host's.
    expect(guestMail.body).toContain("Jan 7, 2030, 8:30 PM (Asia/Kolkata) / Jan 7, 2030, 10:00 AM (America/New_York)");
    expect(guestMail.attachments![0]).toMatchObject({
      filename: "invite.ics",
      contentType: "text/calendar; method=REQUEST; charset=UTF-8",
    });
  });

  it("attaches a booking to the lead who texted from the same number", async () => {
    const host = await createBookingHost(db);
    const eventType = await createEventType(db, [host]);
    const [texted] = await db
      .insert(leads)
      .values({ phone: "+15550002222", sources: ["sms"] })
      .returning();
    await createBooking(db, input(eventType.slug, { phone: "(555) 000-2222" }), NOW);
    const [row] = await bookingsOf(eventType.id);
    expect(row!.leadId).toBe(texted!.id);
  });

  it.each([
    ["a past time", { startAt: new Date("2030-01-07T04:00:00Z") }, "startAt", "This time has passed"],
    ["a time outside the hours", { startAt: new Date("2030-01-07T23:00:00Z") }, "startAt", "not offered"],
    ["a time off the half hour", { startAt: new Date("2030-01-07T15:10:00Z") }, "startAt", "not offered"],
    ["a weekend", { startAt: new Date("2030-01-12T15:00:00Z") }, "startAt", "not offered"],
    ["no phone for a phone call", { phone: undefined }, "phone", "Phone is required"],
    ["a phone that is no number", { phone: "call me" }, "phone", "valid phone"],
  ])("refuses %s on its field and stores nothing", async (_, overrides, field, words) => {
    const host = await createBookingHost(db);
    const eventType = await createEventType(db, [host]);
    const refused = await refusal(createBooking(db, input(eventType.slug, overrides as Partial<BookInput>), NOW));
    expect(refused).toMatchObject({ code: "invalid", field });
    expect(refused.message).toContain(words);
    expect(await bookingsOf(eventType.id)).toEqual([]);
  });

  it("refuses a time under the minimum notice, beyond the horizon, or over the daily cap", async () => {
    const host = await createBookingHost(db);
    const eventType = await createEventType(db, [host], { minimumNoticeMinutes: 12 * 60, horizonDays: 7, dailyCap: 1 });
    const notice = await refusal(createBooking(db, input(eventType.slug), NOW));
    expect(notice.message).toContain("too soon");
    const horizon = await refusal(
      createBooking(db, input(eventType.slug, { startAt: new Date("2030-01-15T15:00:00Z") }), NOW),
    );
    expect(horizon.message).toContain("too far ahead");
    await createBooking(db, input(eventType.slug, { startAt: new Date("2030-01-08T15:00:00Z") }), NOW);
    const cap = await refusal(
      createBooking(db, input(eventType.slug, { startAt: new Date("2030-01-08T16:00:00Z") }), NOW),
    );
    expect(cap).toMatchObject({ code: "invalid", field: "startAt" });
    expect(cap.message).toContain("fully booked");
    expect(await bookingsOf(eventType.id)).toHaveLength(1);
  });

  it("answers a double submit with one booking", async () => {
    const host = await createBookingHost(db);
    const eventType = await createEventType(db, [host]);
    const once = input(eventType.slug);
    const [first, second] = await Promise.all([createBooking(db, once, NOW), createBooking(db, once, NOW)]);
    expect(first.bookingId).toBe(second.bookingId);
    const retried = await createBooking(db, once, NOW);
    expect(retried.bookingId).toBe(first.bookingId);
    expect(await bookingsOf(eventType.id)).toHaveLength(1);
  });

  it("books one of 50 concurrent requests for one host's time; the others hear it was just taken", async () => {
    const host = await createBookingHost(db);
    const eventType = await createEventType(db, [host]);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => createBooking(db, input(eventType.slug), NOW)),
    );
    const booked = results.filter((r) => r.status === "fulfilled");
    expect(booked).toHaveLength(1);
    for (const result of results) {
      if (result.status === "fulfilled") continue;
      const error = result.reason as unknown;
      expect(isAppError(error) && error.code === "conflict" && error.message).toBe(
        "This time was just taken. Choose another one.",
      );
    }
    expect(await bookingsOf(eventType.id)).toHaveLength(1);
  });

  it("holds a host's buffers against another event type's booking at the database", async () => {
    const host = await createBookingHost(db);
    const first = await createEventType(db, [host], { bufferAfterMinutes: 15 });
    const second = await createEventType(db, [host]);
    await createBooking(db, input(first.slug), NOW);
    // 10:30 is inside the first booking's 15-minute buffer: refused whatever the second type's own rules.
    const refused = await refusal(
      createBooking(db, input(second.slug, { startAt: new Date("2030-01-07T15:30:00Z") }), NOW),
    );
    expect(refused.code).toBe("conflict");
    await expect(
      db.insert(bookings).values({
        ...(await bookingsOf(first.id))[0]!,
        id: undefined,
        startAt: new Date("2030-01-07T15:40:00Z"),
        endAt: new Date("2030-01-07T16:10:00Z"),
        bufferAfterMinutes: 0,
        icalUid: "other@example.test",
        idempotencyKey: newIdempotencyKey(),
        manageTokenHash: "x".repeat(64),
      }),
    ).rejects.toMatchObject({ cause: { code: "23P01" } });
  });
});

describe("the booking action", () => {
  it.each([
    ["an unknown zone", { timeZone: "Mars/Olympus_Mons" }, "timeZone"],
    ["a NUL in the name", { name: "Ada\u0000" }, "name"],
    ["an overlong note", { notes: "x".repeat(2001) }, "notes"],
    ["a bad e-mail", { email: "ada@" }, "email"],
    ["no time", { startAt: "tomorrow" }, "startAt"],
  ])("refuses %s with a field error and stores nothing", async (_, overrides, field) => {
    const host = await createBookingHost(db);
    const eventType = await createEventType(db, [host]);
    const result = await bookConsultation({
      eventTypeSlug: eventType.slug,
      startAt: "2031-01-07T15:00:00Z",
      timeZone: "UTC",
      name: "Ada",
      email: "ada@example.com",
      phone: "+15550003333",
      idempotencyKey: newIdempotencyKey(),
      ...overrides,
    });
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    expect(result.ok ? [] : Object.keys(result.fieldErrors ?? {})).toContain(field);
    expect(
      await db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.eventTypeId, eventType.id))),
    ).toEqual([{ n: 0 }]);
  });
});
