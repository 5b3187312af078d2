/**
 * The team runs its week from /bookings (docs/decisions/bookings.md "The team reschedules"): a staff member
 * moves a booking outside the guests' notice, horizon and reschedule limits, keeping its invitation (same
 * UID, SEQUENCE + 1, both e-mails, reminders at the new start), audited; a viewer cannot; a taken time is
 * "just taken", and against 49 guests booking that time at once the host still has one booking; outcomes
 * wait for the start and never overwrite a cancellation; the team's cancellation needs a reason, which the
 * guest's e-mail carries. Runs on PGlite and on PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { cancelBookingAction, recordOutcomeAction, rescheduleBookingAction } from "@/lib/bookings/console-actions";
import { teamMove } from "@/lib/bookings/console-queries";
import { createBooking } from "@/lib/bookings/create-booking";
import { bookSchema } from "@/lib/bookings/schemas";
import { sendBookingReminders } from "@/lib/bookings/send-reminders";
import { db } from "@/lib/db";
import { auditLog, bookingReminders, bookings, leadEvents, outboxMessages } from "@/lib/db/schema";
import { isoDay } from "@/lib/format/date";
import { createBookingHost, createEventType, newIdempotencyKey } from "@/tests/support/bookings";
import { phoneNumber } from "@/tests/support/twilio";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "198.51.100.61", "user-agent": "booking-team" }),
}));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => session.user,
}));

const tag = randomUUID().slice(0, 8);
const DAY_MS = 86_400_000;
const HALF_HOUR_MS = 1_800_000;
let staff: TestUser;
let viewer: TestUser;
const hosts: TestUser[] = [];

beforeAll(async () => {
  staff = await createTestUser(db, `bteam-${tag}`, "staff");
  viewer = await createTestUser(db, `bview-${tag}`, "viewer");
});
afterAll(() => deleteTestUsers(db, [staff, viewer]));

const signIn = async (user: TestUser) => {
  session.user = await sessionUserOf(db, user);
};

/** 10:00 UTC `days` days from today. */
const daysAhead = (days: number, time = "10:00") => `${isoDay(new Date(Date.now() + days * DAY_MS))}T${time}:00.000Z`;

/** A host free all day every day (UTC) and a 30-minute call with four hours' notice, a week's horizon, no guest moves. */
async function strictEventType() {
  const host = await createBookingHost(db, {
    timeZone: "UTC",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    startTime: "00:00",
    endTime: "24:00",
  });
  hosts.push(host);
  const eventType = await createEventType(db, [host], {
    minimumNoticeMinutes: 240,
    horizonDays: 7,
    maxGuestReschedules: 0,
    guestChangeCutoffHours: 48,
  });
  return { host, eventType };
}

function bookAt(slug: string, startAt: string, now = new Date()) {
  return createBooking(
    db,
    bookSchema.parse({
      eventTypeSlug: slug,
      startAt,
      timeZone: "Asia/Kolkata",
      name: "Katherine Johnson",
      email: `kj.${newIdempotencyKey()}@example.com`,
      phone: phoneNumber(),
      idempotencyKey: newIdempotencyKey(),
    }),
    now,
  );
}

async function invite(outboxId: number): Promise<{ to: string; method: string; event: VEvent; body: string }> {
  const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, outboxId));
  const parsed = ical.sync.parseICS(Buffer.from(message!.attachments![0]!.content, "base64").toString("utf8"));
  const event = Object.values(parsed).find((c) => c?.type === "VEVENT") as VEvent;
  return { to: message!.recipient, method: String(parsed.vcalendar?.method), event, body: message!.body };
}

const bookingRow = async (id: number) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const newestOutbox = async (recipients: string[]) =>
  db
    .select({ id: outboxMessages.id, recipient: outboxMessages.recipient })
    .from(outboxMessages)
    .where(inArray(outboxMessages.recipient, recipients))
    .orderBy(outboxMessages.id);

describe("the team reschedules from /bookings", () => {
  it("moves inside the notice and past the horizon, keeping the invitation, and audits it", async () => {
    const { host, eventType } = await strictEventType();
    const booked = await bookAt(eventType.slug, daysAhead(3));
    const before = await bookingRow(booked.bookingId);
    // Sooner than the four hours' notice a guest needs: the next half hour but one.
    const soon = new Date(Math.ceil(Date.now() / HALF_HOUR_MS) * HALF_HOUR_MS + HALF_HOUR_MS).toISOString();

    await signIn(staff);
    expect(await rescheduleBookingAction({ id: booked.bookingId, startAt: soon })).toEqual({
      ok: true,
      data: { id: booked.bookingId, startAt: soon },
    });
    const later = daysAhead(10);
    expect(await rescheduleBookingAction({ id: booked.bookingId, startAt: later })).toMatchObject({ ok: true });

    const after = await bookingRow(booked.bookingId);
    expect(after).toMatchObject({ icalUid: before.icalUid, sequence: 2, rescheduleCount: 0, status: "confirmed" });
    expect(after.startAt.toISOString()).toBe(later);

    const mails = await newestOutbox([before.guestEmail, host.email]);
    const updates = await Promise.all(mails.slice(-2).map((m) => invite(m.id)));
    expect(updates.map((u) => u.to).sort()).toEqual([before.guestEmail, host.email].sort());
    for (const update of updates) {
      expect(update.method).toBe("REQUEST");
      expect(update.event).toMatchObject({ uid: before.icalUid, sequence: 2 });
      expect(new Date(update.event.start).toISOString()).toBe(later);
    }
    // Both zones: the guest's e-mail shows Kolkata first, the host's UTC.
    const guestMail = updates.find((u) => u.to === before.guestEmail)!;
    expect(guestMail.body).toContain("has moved");
    expect(guestMail.body).toContain("3:30 PM (Asia/Kolkata) /");

    const timeline = await db.select().from(leadEvents).where(eq(leadEvents.leadId, before.leadId!));
    expect(timeline.filter((e) => e.actor === staff.username).map((e) => e.body)).toEqual([
      expect.stringContaining("rescheduled for"),
      expect.stringContaining("rescheduled for"),
    ]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "bookings.reschedule"), eq(auditLog.targetId, String(booked.bookingId))));
    expect(audit.map((a) => [a.outcome, a.actorUsername])).toEqual([
      ["ok", staff.username],
      ["ok", staff.username],
    ]);

    // The reminders follow the new start: a day before it, the 24-hour e-mail names it.
    await sendBookingReminders(db, new Date(Date.parse(later) - 20 * 3_600_000));
    const reminders = await db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, booked.bookingId));
    expect(reminders.map((r) => [r.kind, r.startAt.toISOString()])).toEqual([["email-24h", later]]);
  });

  it("offers the host's free times under the team's rules, in the viewer's zone", async () => {
    const { eventType } = await strictEventType();
    const booked = await bookAt(eventType.slug, daysAhead(2));
    const move = await teamMove(booked.bookingId, "America/New_York");
    const starts = move!.days.flatMap((d) => d.starts.map((s) => s.at));
    // Within the guests' notice and beyond their seven-day horizon; the booking's neighbours are free, its own time is where it is.
    expect(Date.parse(starts[0]!) - Date.now()).toBeLessThan(240 * 60_000);
    expect(starts).toContain(daysAhead(12));
    expect(starts).toContain(daysAhead(2, "10:30"));
    expect(starts).not.toContain(daysAhead(2));
    expect(move).toMatchObject({ guestName: "Katherine Johnson", guestTimeZone: "Asia/Kolkata" });
  });

  it("refuses a viewer, and answers a taken time as just taken, changing nothing", async () => {
    const { eventType } = await strictEventType();
    const first = await bookAt(eventType.slug, daysAhead(2));
    const second = await bookAt(eventType.slug, daysAhead(2, "11:00"));

    await signIn(viewer);
    expect(await rescheduleBookingAction({ id: second.bookingId, startAt: daysAhead(3) })).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    await signIn(staff);
    expect(await rescheduleBookingAction({ id: second.bookingId, startAt: daysAhead(2) })).toEqual({
      ok: false,
      code: "conflict",
      error: "This time was just taken. Choose another one.",
      fieldErrors: { startAt: ["This time was just taken. Choose another one."] },
    });
    for (const id of [first.bookingId, second.bookingId]) expect((await bookingRow(id)).sequence).toBe(0);
    expect((await bookingRow(second.bookingId)).startAt.toISOString()).toBe(daysAhead(2, "11:00"));
  });

  it("keeps one booking per host and time when the team's move meets 49 guests booking that time at once", async () => {
    const { eventType } = await strictEventType();
    const moving = await bookAt(eventType.slug, daysAhead(2));
    const target = daysAhead(4);
    await signIn(staff);
    const [move, ...guests] = await Promise.allSettled([
      rescheduleBookingAction({ id: moving.bookingId, startAt: target }),
      ...Array.from({ length: 49 }, () => bookAt(eventType.slug, target)),
    ]);
    const moved = move.status === "fulfilled" && move.value.ok;
    const booked = guests.filter((g) => g.status === "fulfilled").length;
    expect(Number(moved) + booked).toBe(1);
    for (const guest of guests)
      if (guest.status === "rejected") expect(String(guest.reason)).toContain("This time was just taken");
    if (move.status === "fulfilled" && !move.value.ok) expect(move.value.code).toBe("conflict");
    const holders = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.eventTypeId, eventType.id), eq(bookings.startAt, new Date(target))));
    expect(holders).toHaveLength(1);
  });
});

describe("the team's outcomes and cancellations", () => {
  it("records an outcome once the call has started, corrects it, and never over a cancellation", async () => {
    const { eventType } = await strictEventType();
    // Booked yesterday for an hour ago.
    const started = Date.now() - 3_600_000 - (Date.now() % HALF_HOUR_MS);
    const held = await bookAt(eventType.slug, new Date(started).toISOString(), new Date(started - DAY_MS));
    const upcoming = await bookAt(eventType.slug, daysAhead(2));

    await signIn(staff);
    expect(await recordOutcomeAction({ id: upcoming.bookingId, outcome: "no-show" })).toEqual({
      ok: false,
      code: "conflict",
      error: "This booking has not started yet; record its outcome once it has.",
    });
    expect(await recordOutcomeAction({ id: held.bookingId, outcome: "no-show" })).toMatchObject({ ok: true });
    expect(await recordOutcomeAction({ id: held.bookingId, outcome: "completed" })).toMatchObject({ ok: true });
    expect((await bookingRow(held.bookingId)).status).toBe("completed");

    expect(await cancelBookingAction({ id: upcoming.bookingId, reason: "  " })).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { reason: ["Say why, for the guest and the timeline"] },
    });
    expect(await cancelBookingAction({ id: upcoming.bookingId, reason: "The host is ill" })).toMatchObject({
      ok: true,
    });
    const cancelled = await bookingRow(upcoming.bookingId);
    expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: "The host is ill" });
    const cancellation = (await newestOutbox([cancelled.guestEmail])).at(-1)!;
    expect((await invite(cancellation.id)).body).toContain("Reason: The host is ill");
    expect(await recordOutcomeAction({ id: upcoming.bookingId, outcome: "completed" })).toMatchObject({
      ok: false,
      code: "conflict",
      error: "A cancelled booking has no outcome.",
    });
    expect(await rescheduleBookingAction({ id: upcoming.bookingId, startAt: daysAhead(3) })).toMatchObject({
      ok: false,
      code: "conflict",
    });
  });
});
