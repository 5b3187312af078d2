/**
 * The questions an event type asks (docs/decisions/bookings.md "The questions an event type asks"): edited
 * on the event type's settings (the phone's and the notes' modes, extra questions with a label, a kind and
 * whether they must be answered), the phone never optional for a phone call, the answers checked when a
 * guest books and shown on the booking (the console, the host's e-mail). Runs on PGlite and on PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { saveEventTypeAction } from "@/lib/bookings/console-actions";
import { bookingsInWindow } from "@/lib/bookings/console-queries";
import { createBooking } from "@/lib/bookings/create-booking";
import { bookSchema, type BookInput } from "@/lib/bookings/schemas";
import type { EventTypeFormValues } from "@/lib/bookings/settings-schemas";
import { db } from "@/lib/db";
import { bookingEventTypes, bookings, outboxMessages } from "@/lib/db/schema";
import { isAppError } from "@/lib/errors/app-error";
import { createBookingHost, newIdempotencyKey } from "@/tests/support/bookings";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "198.51.100.71", "user-agent": "booking-questions" }),
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
/** Monday 2030-01-07, 05:00 UTC (midnight in New York). */
const NOW = new Date("2030-01-07T05:00:00Z");
let staff: TestUser;
let viewer: TestUser;
let host: TestUser;

beforeAll(async () => {
  staff = await createTestUser(db, `bq-${tag}`, "staff");
  viewer = await createTestUser(db, `bqv-${tag}`, "viewer");
  host = await createBookingHost(db);
  session.user = await sessionUserOf(db, staff);
});
afterAll(() => deleteTestUsers(db, [staff, viewer]));

/** An event type as the settings dialog sends it. */
function form(slug: string, values: Partial<EventTypeFormValues> = {}): EventTypeFormValues {
  return {
    name: "Project call",
    slug,
    description: "",
    durationMinutes: 30,
    locationKind: "video",
    locationDetail: "https://meet.example.test/call",
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    horizonDays: 365,
    dailyCap: "",
    guestChangeCutoffHours: 24,
    maxGuestReschedules: 2,
    phoneQuestion: "optional",
    asksNotes: true,
    notesRequired: false,
    questions: [],
    isActive: true,
    hostIds: [host.id],
    ...values,
  };
}

const eventTypeBySlug = async (slug: string) =>
  (await db.select().from(bookingEventTypes).where(eq(bookingEventTypes.slug, slug)))[0];

function book(slug: string, values: Record<string, unknown>, startAt = "2030-01-09T15:00:00Z") {
  return createBooking(
    db,
    bookSchema.parse({
      eventTypeSlug: slug,
      startAt,
      timeZone: "America/New_York",
      name: "Mary Jackson",
      email: `mj.${newIdempotencyKey()}@example.com`,
      idempotencyKey: newIdempotencyKey(),
      ...values,
    }),
    NOW,
  );
}

async function fieldRefusal(promise: Promise<unknown>): Promise<Record<string, string[]> | undefined> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error.fieldErrors;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("editing an event type's questions", () => {
  it("keeps the phone required for a phone call, and lets a viewer change nothing", async () => {
    const slug = `phone-${tag}`;
    expect(
      await saveEventTypeAction(form(slug, { locationKind: "phone", locationDetail: "", phoneQuestion: "optional" })),
    ).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { phoneQuestion: ["A phone call needs the guest's number: the phone stays required"] },
    });
    expect(await eventTypeBySlug(slug)).toBeUndefined();

    session.user = await sessionUserOf(db, viewer);
    expect(await saveEventTypeAction(form(slug))).toMatchObject({ ok: false, code: "forbidden" });
    session.user = await sessionUserOf(db, staff);
    expect(await eventTypeBySlug(slug)).toBeUndefined();

    expect(
      await saveEventTypeAction(form(slug, { locationKind: "phone", locationDetail: "", phoneQuestion: "required" })),
    ).toMatchObject({ ok: true });
    expect(await eventTypeBySlug(slug)).toMatchObject({ phoneQuestion: "required" });
  });

  it("saves extra questions with stable keys, checks the answers and shows them on the booking", async () => {
    const slug = `questions-${tag}`;
    const saved = await saveEventTypeAction(
      form(slug, {
        phoneQuestion: "hidden",
        notesRequired: true,
        questions: [
          { label: "Company", kind: "text", required: true },
          { label: "What should the site do?", kind: "paragraph", required: false },
        ],
      }),
    );
    expect(saved).toMatchObject({ ok: true });
    const eventType = (await eventTypeBySlug(slug))!;
    expect(eventType).toMatchObject({ phoneQuestion: "hidden", asksNotes: true, notesRequired: true });
    const [company, goals] = eventType.questions;
    expect(company).toMatchObject({ label: "Company", kind: "text", required: true, id: expect.any(String) });
    expect(goals).toMatchObject({ kind: "paragraph", required: false });

    // A rename keeps the question's key (its answers stay attached); a removed question goes.
    expect(
      await saveEventTypeAction({
        ...form(slug, {
          phoneQuestion: "hidden",
          notesRequired: true,
          questions: [
            { ...company!, label: "Company name", kind: "text" },
            { ...goals!, kind: "paragraph" },
          ],
        }),
        id: eventType.id,
      }),
    ).toMatchObject({ ok: true });
    expect((await eventTypeBySlug(slug))!.questions.map((q) => [q.id, q.label])).toEqual([
      [company!.id, "Company name"],
      [goals!.id, "What should the site do?"],
    ]);

    expect(await fieldRefusal(book(slug, { answers: { [company!.id]: "Acme" } }))).toEqual({
      notes: ["Notes are required"],
    });
    expect(await fieldRefusal(book(slug, { notes: "A shop", answers: { [company!.id]: "  " } }))).toEqual({
      [`answers.${company!.id}`]: ["Company name is required"],
    });

    const booked = await book(slug, {
      notes: "A shop for our bakery",
      // Not asked here: a prefilled number is not stored.
      phone: "+15550007777",
      answers: { [company!.id]: "Acme Bakery", [goals!.id]: "Orders\nand pickups", unknown: "dropped" },
    });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booked.bookingId));
    expect(row).toMatchObject({
      guestPhone: null,
      guestNotes: "A shop for our bakery",
      answers: { [company!.id]: "Acme Bakery", [goals!.id]: "Orders\nand pickups" },
    });

    const [shown] = (
      await bookingsInWindow({
        from: new Date("2030-01-09T00:00:00Z"),
        to: new Date("2030-01-10T00:00:00Z"),
        hostId: host.id,
        eventTypeId: eventType.id,
        status: "all",
      })
    ).filter((b) => b.id === booked.bookingId);
    expect(shown!.answers).toEqual([
      { label: "Company name", answer: "Acme Bakery" },
      { label: "What should the site do?", answer: "Orders\nand pickups" },
    ]);
    const [hostMail] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, booked.outboxIds.at(-1)!));
    expect(hostMail!.recipient).toBe(host.email);
    expect(hostMail!.body).toContain("Company name: Acme Bakery");
  });

  it("requires the phone when the settings say so, even for a video call", async () => {
    const slug = `needs-phone-${tag}`;
    expect(await saveEventTypeAction(form(slug, { phoneQuestion: "required" }))).toMatchObject({ ok: true });
    expect(await fieldRefusal(book(slug, {}, "2030-01-09T16:00:00Z"))).toEqual({ phone: ["Phone is required"] });
    const booked = await book(slug, { phone: "+1 555 000 8888" }, "2030-01-09T16:00:00Z");
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booked.bookingId));
    expect(row!.guestPhone).toBe("+15550008888");
  });

  it("books a lead's answer to texted times without the questions the text could not ask", async () => {
    const slug = `offered-${tag}`;
    const saved = await saveEventTypeAction(
      form(slug, {
        locationKind: "phone",
        locationDetail: "",
        phoneQuestion: "required",
        notesRequired: true,
        questions: [{ label: "Budget", kind: "text", required: true }],
      }),
    );
    expect(saved).toMatchObject({ ok: true });
    // As lib/bookings/slot-offers.ts builds it from the lead: no e-mail on file.
    const input: BookInput = {
      eventTypeSlug: slug,
      startAt: new Date("2030-01-09T17:00:00Z"),
      timeZone: "America/New_York",
      name: "Dorothy Vaughan",
      email: "",
      phone: "+15550009999",
      idempotencyKey: newIdempotencyKey(),
      answers: {},
    };
    expect(await fieldRefusal(createBooking(db, input, NOW))).toEqual({ notes: ["Notes are required"] });
    const booked = await createBooking(db, input, NOW, { fromOffer: true });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booked.bookingId));
    expect(row).toMatchObject({ guestPhone: "+15550009999", guestNotes: "", answers: {} });
  });
});
