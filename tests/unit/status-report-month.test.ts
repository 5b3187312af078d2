import { describe, expect, it } from "vitest";
import { formatMonth } from "@/lib/format/date";
import { addMonths, endedMonths, lastEndedMonth, monthFrame } from "@/lib/status-reports/month-bounds";

const hours = (frame: { startsAt: Date; endsAt: Date }) =>
  (frame.endsAt.getTime() - frame.startsAt.getTime()) / 3_600_000;

describe("a status page's months", () => {
  it("runs from local midnight of the 1st to local midnight of the next 1st", () => {
    const november = monthFrame("2026-11", "America/New_York");
    // Nov 1 begins in daylight time (UTC−4); Dec 1 in standard time (UTC−5): the month has one extra hour.
    expect(november.startsAt.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(november.endsAt.toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(hours(november)).toBe(30 * 24 + 1);
    expect(november.days).toHaveLength(30);
    expect(november.days[0]!.date).toBe("2026-11-01");
    expect(hours(november.days[0]!)).toBe(25);
    for (let i = 1; i < november.days.length; i++)
      expect(november.days[i]!.startsAt).toEqual(november.days[i - 1]!.endsAt);
  });

  it("loses the hour in the month the clocks go forward, and counts February's days", () => {
    expect(hours(monthFrame("2026-03", "Europe/Berlin"))).toBe(31 * 24 - 1);
    expect(monthFrame("2028-02", "UTC").days).toHaveLength(29);
    expect(monthFrame("2026-02", "Asia/Kolkata").startsAt.toISOString()).toBe("2026-01-31T18:30:00.000Z");
  });

  it("names the last ended month by the page's clock, not UTC's", () => {
    // 02:00 UTC on Dec 1 is already December in Berlin and still November in Los Angeles.
    const at = new Date("2026-12-01T02:00:00Z");
    expect(lastEndedMonth(at, "Europe/Berlin")).toBe("2026-11");
    expect(lastEndedMonth(at, "America/Los_Angeles")).toBe("2026-10");
    expect(lastEndedMonth(new Date("2027-01-15T12:00:00Z"), "UTC")).toBe("2026-12");
  });

  it("lists ended months newest first across a year's end", () => {
    expect(endedMonths(new Date("2027-02-10T00:00:00Z"), "UTC", 4)).toEqual([
      "2027-01",
      "2026-12",
      "2026-11",
      "2026-10",
    ]);
    expect(addMonths("2026-01", -13)).toBe("2024-12");
    expect(formatMonth("2026-11")).toBe("November 2026");
  });

  it("refuses what is not a month", () => {
    expect(() => monthFrame("2026-13", "UTC")).toThrow(RangeError);
    expect(() => monthFrame("26-1", "UTC")).toThrow(RangeError);
  });
});
