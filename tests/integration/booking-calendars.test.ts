import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostAvailability } from "@/lib/bookings/availability";
import { refreshHostCalendars } from "@/lib/bookings/host-calendars";
import { saveHostHours } from "@/lib/bookings/settings";
import { hostHoursSchema } from "@/lib/bookings/settings-schemas";
import { computeSlots } from "@/lib/bookings/slots";
import { db } from "@/lib/db";
import { bookingBusyTimes, bookingHostProfiles } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { createBookingHost, createEventType } from "@/tests/support/bookings";

/** A host's own calendar: a meeting on Monday 2030-01-07 10:00–11:00 New York, a daily 12:00–12:30 lunch but on Tuesday, a free event and a cancelled one. */
const CALENDAR = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Test//Calendar//EN",
  "BEGIN:VEVENT",
  "UID:meeting@example.test",
  "DTSTAMP:20291201T000000Z",
  "DTSTART:20300107T150000Z",
  "DTEND:20300107T160000Z",
  "SUMMARY:Client meeting",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:lunch@example.test",
  "DTSTAMP:20291201T000000Z",
  "DTSTART:20300107T170000Z",
  "DTEND:20300107T173000Z",
  "RRULE:FREQ=DAILY;COUNT=5",
  "EXDATE:20300108T170000Z",
  "SUMMARY:Lunch",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:free@example.test",
  "DTSTAMP:20291201T000000Z",
  "DTSTART:20300107T140000Z",
  "DTEND:20300107T143000Z",
  "TRANSP:TRANSPARENT",
  "SUMMARY:Reading",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:off@example.test",
  "DTSTAMP:20291201T000000Z",
  "DTSTART:20300107T193000Z",
  "DTEND:20300107T200000Z",
  "STATUS:CANCELLED",
  "SUMMARY:Called off",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

let server: Server;
let base: string;
let answer = { status: 200, body: CALENDAR };

beforeAll(async () => {
  env.ALLOW_PRIVATE_SITE_URLS = true;
  server = createServer((_request, response) => {
    response.writeHead(answer.status, { "content-type": "text/calendar" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  env.ALLOW_PRIVATE_SITE_URLS = false;
  await new Promise((resolve) => server.close(resolve));
});

const NOW = new Date("2030-01-06T12:00:00Z");

describe("a host's own calendar", () => {
  it("blocks its busy times, occurrences included, and keeps them when a read fails", async () => {
    const host = await createBookingHost(db);
    const eventType = await createEventType(db, [host]);
    await saveHostHours(
      db,
      hostHoursSchema.parse({
        userId: host.id,
        timeZone: "America/New_York",
        weekly: ["", "09:00-17:00", "09:00-17:00", "", "", "", ""],
        overrides: "",
        calendarUrl: `${base}/secret/basic.ics`,
      }),
    );
    const [profile] = await db.select().from(bookingHostProfiles).where(eq(bookingHostProfiles.userId, host.id));
    expect(profile!.calendarUrlSealed).not.toContain("secret/basic.ics");

    const run = await refreshHostCalendars(db, NOW);
    expect(run.failed).toBe(0);
    const stored = await db.select().from(bookingBusyTimes).where(eq(bookingBusyTimes.userId, host.id));
    expect(stored.map((b) => b.startAt.toISOString()).sort()).toEqual([
      "2030-01-07T15:00:00.000Z",
      "2030-01-07T17:00:00.000Z",
      "2030-01-09T17:00:00.000Z",
      "2030-01-10T17:00:00.000Z",
      "2030-01-11T17:00:00.000Z",
    ]);

    const slots = async (date: string) => {
      const hosts = await hostAvailability(db, eventType.id, { from: NOW, to: new Date("2030-01-09T00:00:00Z") });
      return computeSlots(
        {
          eventTypeId: eventType.id,
          durationMinutes: 30,
          bufferBeforeMinutes: 0,
          bufferAfterMinutes: 0,
          minimumNoticeMinutes: 0,
          horizonDays: 30,
          dailyCap: null,
        },
        hosts,
        { from: date, to: date, timeZone: "America/New_York", now: NOW },
      ).map((s) => s.startAt.toISOString());
    };
    const monday = await slots("2030-01-07");
    expect(monday).toHaveLength(16 - 3);
    expect(monday).not.toContain("2030-01-07T15:00:00.000Z");
    expect(monday).not.toContain("2030-01-07T15:30:00.000Z");
    expect(monday).not.toContain("2030-01-07T17:00:00.000Z");
    // The free event and the cancelled one block nothing; Tuesday's lunch was taken out of the series.
    expect(monday).toContain("2030-01-07T14:00:00.000Z");
    expect(monday).toContain("2030-01-07T19:30:00.000Z");
    expect(await slots("2030-01-08")).toHaveLength(16);

    answer = { status: 500, body: "down" };
    expect(await refreshHostCalendars(db, NOW)).toMatchObject({ failed: 1 });
    const [failed] = await db.select().from(bookingHostProfiles).where(eq(bookingHostProfiles.userId, host.id));
    expect(failed!.calendarError).toBe("The calendar address answered HTTP 500");
    expect(await db.select().from(bookingBusyTimes).where(eq(bookingBusyTimes.userId, host.id))).toHaveLength(5);
    answer = { status: 200, body: CALENDAR };
  });

  it("refuses an address that is not public unless private addresses are allowed", async () => {
    env.ALLOW_PRIVATE_SITE_URLS = false;
    const host = await createBookingHost(db);
    await saveHostHours(
      db,
      hostHoursSchema.parse({
        userId: host.id,
        timeZone: "UTC",
        weekly: ["", "", "", "", "", "", ""],
        overrides: "",
        calendarUrl: `${base}/secret/basic.ics`,
      }),
    );
    await refreshHostCalendars(db, NOW);
    env.ALLOW_PRIVATE_SITE_URLS = true;
    const [profile] = await db.select().from(bookingHostProfiles).where(eq(bookingHostProfiles.userId, host.id));
    expect(profile!.calendarError).toMatch(/^Refusing to connect to non-public add/);
    expect(await db.select().from(bookingBusyTimes).where(eq(bookingBusyTimes.userId, host.id))).toEqual([]);
  });
});
