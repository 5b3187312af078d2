import { describe, expect, it } from "vitest";
import { nextScheduledRun } from "@/lib/todos/schedule";
import { addDays, localDate, startOfLocalDay } from "@/lib/format/zoned-time";

const monday9 = { scheduleDay: "monday", scheduleTime: "09:00:00", timeZone: "UTC" };

describe("weekly digest schedule", () => {
  it("finds the next Monday 09:00 across the week boundary", () => {
    // Sunday evening → the next morning; Monday 09:00 exactly → a week later (strictly after).
    expect(nextScheduledRun(monday9, new Date("2025-03-09T20:00:00Z")).toISOString()).toBe("2025-03-10T09:00:00.000Z");
    expect(nextScheduledRun(monday9, new Date("2025-03-10T08:59:59Z")).toISOString()).toBe("2025-03-10T09:00:00.000Z");
    expect(nextScheduledRun(monday9, new Date("2025-03-10T09:00:00Z")).toISOString()).toBe("2025-03-17T09:00:00.000Z");
    // New year's week: Wednesday 2025-12-31 → Monday 2026-01-05.
    expect(nextScheduledRun(monday9, new Date("2025-12-31T12:00:00Z")).toISOString()).toBe("2026-01-05T09:00:00.000Z");
  });

  it("reads day and time in the schedule's time zone, through daylight-saving changes", () => {
    const newYork = { ...monday9, timeZone: "America/New_York" };
    // EST (UTC-5) before 9 March 2025, EDT (UTC-4) after.
    expect(nextScheduledRun(newYork, new Date("2025-03-03T00:00:00Z")).toISOString()).toBe("2025-03-03T14:00:00.000Z");
    expect(nextScheduledRun(newYork, new Date("2025-03-04T00:00:00Z")).toISOString()).toBe("2025-03-10T13:00:00.000Z");
    // Monday 09:00 in Auckland (UTC+13 in March) is Sunday 20:00 UTC: the day differs from UTC's.
    const auckland = { ...monday9, timeZone: "Pacific/Auckland" };
    expect(nextScheduledRun(auckland, new Date("2025-03-09T12:00:00Z")).toISOString()).toBe("2025-03-09T20:00:00.000Z");
    // Friday 17:30 in Berlin (CET, UTC+1).
    const berlin = { scheduleDay: "friday", scheduleTime: "17:30:00", timeZone: "Europe/Berlin" };
    expect(nextScheduledRun(berlin, new Date("2025-01-01T00:00:00Z")).toISOString()).toBe("2025-01-03T16:30:00.000Z");
  });

  it("computes local dates and the instant a local day starts", () => {
    expect(localDate(new Date("2025-03-09T23:30:00Z"), "Pacific/Auckland")).toBe("2025-03-10");
    expect(localDate(new Date("2025-03-10T03:00:00Z"), "America/Los_Angeles")).toBe("2025-03-09");
    expect(addDays("2025-03-01", -7)).toBe("2025-02-22");
    expect(startOfLocalDay("2025-03-10", "America/New_York").toISOString()).toBe("2025-03-10T04:00:00.000Z");
    expect(startOfLocalDay("2025-03-09", "America/New_York").toISOString()).toBe("2025-03-09T05:00:00.000Z");
    expect(startOfLocalDay("2025-03-10", "UTC").toISOString()).toBe("2025-03-10T00:00:00.000Z");
  });

  it("refuses a malformed time", () => {
    expect(() => nextScheduledRun({ ...monday9, scheduleTime: "9am" }, new Date())).toThrow(RangeError);
  });
});
