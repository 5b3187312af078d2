import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import {
  computeSlots,
  slotAt,
  slotsByDay,
  zonedInstant,
  type HostAvailability,
  type HostBooking,
  type SlotRules,
} from "@/lib/bookings/slots";

const RULES: SlotRules = {
  eventTypeId: 1,
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 0,
  horizonDays: 400,
  dailyCap: null,
};

const WEEKDAYS = [1, 2, 3, 4, 5];

function host(overrides: Partial<HostAvailability> = {}): HostAvailability {
  return {
    id: 1,
    name: "Ann",
    timeZone: "America/New_York",
    weekly: WEEKDAYS.map((weekday) => ({ weekday, startTime: "09:00", endTime: "12:00" })),
    overrides: [],
    bookings: [],
    busy: [],
    ...overrides,
  };
}

function booking(startIso: string, minutes = 30, extra: Partial<HostBooking> = {}): HostBooking {
  const startAt = new Date(startIso);
  return {
    startAt,
    endAt: new Date(startAt.getTime() + minutes * 60_000),
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    eventTypeId: 1,
    ...extra,
  };
}

const NOW = new Date("2026-01-01T00:00:00Z");
const iso = (slots: { startAt: Date }[]) => slots.map((s) => s.startAt.toISOString());
/** Wall clock of an instant in a zone, `HH:MM`. */
const wall = (instant: Date, timeZone: string) => {
  const z = new TZDate(instant.getTime(), timeZone);
  return `${String(z.getHours()).padStart(2, "0")}:${String(z.getMinutes()).padStart(2, "0")}`;
};
const day = (date: string, hosts: HostAvailability[], timeZone = "America/New_York", rules = RULES, now = NOW) =>
  computeSlots(rules, hosts, { from: date, to: date, timeZone, now });

describe("booking slots: hours in the host's zone", () => {
  it("offers every 30 minutes of a morning, and nothing on a weekend", () => {
    expect(day("2026-01-12", [host()]).map((s) => wall(s.startAt, "America/New_York"))).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
    expect(day("2026-01-10", [host()])).toEqual([]);
  });

  it("keeps 09:00 New York at 09:00 across the spring change (14:00 UTC before, 13:00 UTC after)", () => {
    expect(day("2026-03-06", [host()])[0]!.startAt.toISOString()).toBe("2026-03-06T14:00:00.000Z");
    expect(day("2026-03-09", [host()])[0]!.startAt.toISOString()).toBe("2026-03-09T13:00:00.000Z");
  });

  it("runs a New York range over the missing hour as the two hours it really lasts", () => {
    const night = host({ weekly: [{ weekday: 0, startTime: "01:00", endTime: "04:00" }] });
    const slots = day("2026-03-08", [night]);
    expect(slots.map((s) => wall(s.startAt, "America/New_York"))).toEqual(["01:00", "01:30", "03:00", "03:30"]);
  });

  it("runs a New York range over the repeated hour as the four hours it really lasts", () => {
    const night = host({ weekly: [{ weekday: 0, startTime: "00:00", endTime: "03:00" }] });
    const slots = day("2026-11-01", [night]);
    expect(slots).toHaveLength(8);
    expect(slots.map((s) => wall(s.startAt, "America/New_York"))).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "01:00",
      "01:30",
      "02:00",
      "02:30",
    ]);
  });

  it("follows Berlin's own changes (last Sundays of March and October), not New York's", () => {
    const berlin = host({ timeZone: "Europe/Berlin" });
    const first = (date: string) => day(date, [berlin], "Europe/Berlin")[0]!.startAt.toISOString();
    expect(first("2026-03-27")).toBe("2026-03-27T08:00:00.000Z");
    expect(first("2026-03-30")).toBe("2026-03-30T07:00:00.000Z");
    expect(first("2026-10-23")).toBe("2026-10-23T07:00:00.000Z");
    expect(first("2026-10-26")).toBe("2026-10-26T08:00:00.000Z");
    const night = host({ timeZone: "Europe/Berlin", weekly: [{ weekday: 0, startTime: "01:00", endTime: "04:00" }] });
    expect(day("2026-03-29", [night], "Europe/Berlin").map((s) => wall(s.startAt, "Europe/Berlin"))).toEqual([
      "01:00",
      "01:30",
      "03:00",
      "03:30",
    ]);
    expect(day("2026-10-25", [night], "Europe/Berlin")).toHaveLength(8);
  });

  it("shows a New York morning to a visitor in Kolkata at 19:30 their time, and in Kathmandu at 19:45", () => {
    expect(day("2026-01-12", [host()], "Asia/Kolkata").map((s) => wall(s.startAt, "Asia/Kolkata"))[0]).toBe("19:30");
    expect(day("2026-01-12", [host()], "Asia/Kathmandu").map((s) => wall(s.startAt, "Asia/Kathmandu"))[0]).toBe(
      "19:45",
    );
    // After New York springs forward (India and Nepal keep no summer time) the same 09:00 is an hour earlier there.
    expect(wall(day("2026-03-09", [host()], "Asia/Kolkata")[0]!.startAt, "Asia/Kolkata")).toBe("18:30");
    expect(wall(day("2026-03-09", [host()], "Asia/Kathmandu")[0]!.startAt, "Asia/Kathmandu")).toBe("18:45");
  });

  it("puts a New York afternoon on two of a Kolkata visitor's days, split at their midnight", () => {
    const afternoon = host({ weekly: [{ weekday: 1, startTime: "13:00", endTime: "15:00" }] });
    const slots = computeSlots(RULES, [afternoon], {
      from: "2026-01-12",
      to: "2026-01-13",
      timeZone: "Asia/Kolkata",
      now: NOW,
    });
    const days = slotsByDay(slots, "Asia/Kolkata").map((d) => [
      d.date,
      d.slots.map((s) => wall(s.startAt, "Asia/Kolkata")),
    ]);
    expect(days).toEqual([
      ["2026-01-12", ["23:30"]],
      ["2026-01-13", ["00:00", "00:30", "01:00"]],
    ]);
  });

  it("takes a date override over the weekly hours: a day off, or other hours", () => {
    const off = host({ overrides: [{ date: "2026-01-12", startTime: null, endTime: null }] });
    expect(day("2026-01-12", [off])).toEqual([]);
    expect(day("2026-01-13", [off])).toHaveLength(6);
    const saturday = host({
      overrides: [
        { date: "2026-01-10", startTime: "10:00", endTime: "11:00" },
        { date: "2026-01-10", startTime: "15:00", endTime: "15:30" },
      ],
    });
    expect(day("2026-01-10", [saturday]).map((s) => wall(s.startAt, "America/New_York"))).toEqual([
      "10:00",
      "10:30",
      "15:00",
    ]);
  });
});

describe("booking slots: what blocks a time", () => {
  it("keeps each booking's own buffers and the new one's clear of each other", () => {
    // 10:00 EST is 15:00 UTC; the booking holds its host until 10:40 with its 10-minute buffer after.
    const busy = host({ bookings: [booking("2026-01-12T15:00:00Z", 30, { bufferAfterMinutes: 10 })] });
    const starts = day("2026-01-12", [busy]).map((s) => wall(s.startAt, "America/New_York"));
    expect(starts).toEqual(["09:00", "09:30", "11:00", "11:30"]);
    const withBefore = day("2026-01-12", [busy], "America/New_York", { ...RULES, bufferBeforeMinutes: 25 });
    expect(withBefore.map((s) => wall(s.startAt, "America/New_York"))).toEqual(["09:00", "09:30", "11:30"]);
    const withAfter = day("2026-01-12", [busy], "America/New_York", { ...RULES, bufferAfterMinutes: 15 });
    expect(withAfter.map((s) => wall(s.startAt, "America/New_York"))).toEqual(["09:00", "11:00", "11:30"]);
  });

  it("blocks the host's external busy times", () => {
    const busy = host({
      busy: [{ start: new Date("2026-01-12T14:15:00Z"), end: new Date("2026-01-12T15:05:00Z") }],
    });
    expect(day("2026-01-12", [busy]).map((s) => wall(s.startAt, "America/New_York"))).toEqual([
      "10:30",
      "11:00",
      "11:30",
    ]);
  });

  it("offers nothing sooner than the minimum notice or later than the horizon", () => {
    const now = new Date("2026-01-12T13:10:00Z"); // 08:10 New York
    const rules = { ...RULES, minimumNoticeMinutes: 120, horizonDays: 1 };
    const slots = computeSlots(rules, [host()], { from: "2026-01-12", to: "2026-01-20", timeZone: "UTC", now });
    // 10:10 is the earliest start; the next day's 09:00 (14:00 UTC) is past the horizon of a day.
    expect(iso(slots)).toEqual(["2026-01-12T15:30:00.000Z", "2026-01-12T16:00:00.000Z", "2026-01-12T16:30:00.000Z"]);
    const twoDays = computeSlots({ ...rules, horizonDays: 2 }, [host()], {
      from: "2026-01-13",
      to: "2026-01-13",
      timeZone: "UTC",
      now,
    });
    expect(twoDays).toHaveLength(6);
  });

  it("stops a host's day at the daily cap, counting only this event type", () => {
    const rules = { ...RULES, dailyCap: 1 };
    const other = host({ bookings: [booking("2026-01-12T14:00:00Z", 30, { eventTypeId: 2 })] });
    expect(day("2026-01-12", [other], "America/New_York", rules)).toHaveLength(5);
    const full = host({ bookings: [booking("2026-01-12T14:00:00Z")] });
    expect(day("2026-01-12", [full], "America/New_York", rules)).toEqual([]);
    expect(day("2026-01-13", [full], "America/New_York", rules)).toHaveLength(6);
  });
});

describe("booking slots: which host", () => {
  const ann = (bookings: HostBooking[] = []) => host({ id: 1, name: "Ann", bookings });
  const bob = (bookings: HostBooking[] = []) => host({ id: 2, name: "Bob", bookings });

  it("offers a time while any host is free, and gives it to the one with fewer bookings that week", () => {
    const annBusy = ann([booking("2026-01-12T14:00:00Z"), booking("2026-01-13T14:00:00Z")]);
    const slots = day("2026-01-12", [annBusy, bob([booking("2026-01-12T14:30:00Z")])]);
    expect(slots).toHaveLength(6);
    expect(slots.find((s) => s.startAt.toISOString() === "2026-01-12T14:00:00.000Z")!.hostId).toBe(2);
    expect(slots.find((s) => s.startAt.toISOString() === "2026-01-12T14:30:00.000Z")!.hostId).toBe(1);
    expect(slots.find((s) => s.startAt.toISOString() === "2026-01-12T15:00:00.000Z")!.hostId).toBe(2);
  });

  it("breaks a tie by name, and counts only the week of the slot", () => {
    const lastWeek = [booking("2026-01-05T14:00:00Z"), booking("2026-01-06T14:00:00Z")];
    const slots = day("2026-01-12", [bob(), ann(lastWeek)]);
    expect(new Set(slots.map((s) => s.hostId))).toEqual(new Set([1]));
  });
});

describe("booking slots: why a start is refused", () => {
  const now = new Date("2026-01-12T13:10:00Z");
  const rules = { ...RULES, minimumNoticeMinutes: 60, horizonDays: 30, dailyCap: 2 };
  const at = (startIso: string, hosts = [host()]) => slotAt(rules, hosts, new Date(startIso), now);

  it.each([
    ["past", "2026-01-12T13:00:00Z"],
    ["notice", "2026-01-12T14:00:00Z"],
    ["horizon", "2026-03-02T14:00:00Z"],
    ["hours", "2026-01-12T20:00:00Z"],
    ["hours", "2026-01-12T15:10:00Z"],
  ])("refuses as %s: %s", (refusal, start) => {
    expect(at(start).refusal).toBe(refusal);
  });

  it("refuses a full day as cap and a booked time as taken, and gives a free time its host", () => {
    const busy = host({ bookings: [booking("2026-01-13T14:00:00Z"), booking("2026-01-13T14:30:00Z")] });
    expect(at("2026-01-13T15:00:00Z", [busy]).refusal).toBe("cap");
    const one = host({ bookings: [booking("2026-01-13T14:00:00Z")] });
    expect(at("2026-01-13T14:00:00Z", [one]).refusal).toBe("taken");
    expect(at("2026-01-13T15:00:00Z", [one]).slot).toMatchObject({ hostId: 1 });
  });

  it("reads 24:00 as the midnight that ends the day", () => {
    expect(zonedInstant("2026-03-08", "24:00", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });
});
