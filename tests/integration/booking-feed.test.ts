import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/bookings/feed/[token]/route";
import { createBooking } from "@/lib/bookings/create-booking";
import { renewHostFeed, revokeHostFeed } from "@/lib/bookings/host-feed";
import { bookSchema } from "@/lib/bookings/schemas";
import { db } from "@/lib/db";
import { createBookingHost, createEventType, newIdempotencyKey } from "@/tests/support/bookings";

/** GET of the feed at a `webcal://` address, as a calendar app fetches it (over https). */
async function fetchFeed(url: string): Promise<Response> {
  const token = url.split("/").at(-1)!;
  return GET(new Request(url.replace(/^webcal:/, "http:")), { params: Promise.resolve({ token }) });
}

describe("a host's calendar feed", () => {
  it("publishes the host's live bookings at a secret address that a renewal or a revocation ends", async () => {
    const host = await createBookingHost(db, { weekdays: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "24:00" });
    const eventType = await createEventType(db, [host], { name: "Feed call" });
    const booked = await createBooking(
      db,
      bookSchema.parse({
        eventTypeSlug: eventType.slug,
        startAt: new Date(Date.now() + 3 * 86_400_000).toISOString().replace(/T.*/, "T15:00:00Z"),
        timeZone: "UTC",
        name: "Katherine Johnson",
        email: "katherine@example.com",
        phone: "+15550007777",
        idempotencyKey: newIdempotencyKey(),
      }),
    );

    const { url } = await renewHostFeed(db, host.id);
    expect(url).toMatch(/^webcal:\/\/[^/]+\/api\/bookings\/feed\/[A-Za-z0-9_-]{43}$/);
    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const parsed = ical.sync.parseICS(await response.text());
    expect(parsed.vcalendar?.method).toBe("PUBLISH");
    const events = Object.values(parsed).filter((c) => c?.type === "VEVENT") as VEvent[];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ summary: "Feed call: Katherine Johnson", sequence: 0 });
    expect(new Date(events[0]!.start).toISOString()).toBe(booked.startAt);

    const renewed = await renewHostFeed(db, host.id);
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await fetchFeed(renewed.url)).status).toBe(200);
    await revokeHostFeed(db, host.id);
    expect((await fetchFeed(renewed.url)).status).toBe(404);
    expect((await fetchFeed("webcal://localhost/api/bookings/feed/not-a-token")).status).toBe(404);
  });
});
