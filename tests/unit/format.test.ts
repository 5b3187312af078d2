/** Dates and numbers as every screen shows them (lib/format/date.ts, lib/format/number.ts). */
import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDateTimeIn,
  formatMonthDay,
  formatTime,
  isoDay,
  relativeTime,
} from "@/lib/format/date";
import { formatBytes, formatCount, formatNumber, formatPercent, pluralize } from "@/lib/format/number";

const at = new Date("2026-11-26T13:15:30Z");

describe("dates", () => {
  it("reads a day and a time the same way on every screen, in UTC", () => {
    expect(formatDate(at)).toBe("Nov 26, 2026");
    expect(formatDateTime(at)).toBe("Nov 26, 2026, 1:15 PM UTC");
    expect(formatDateTime(at, { seconds: true })).toBe("Nov 26, 2026, 1:15:30 PM UTC");
    expect(formatDateTime(null)).toBe("—");
  });

  it("reads a date column's day as that day, not the day before in a western zone", () => {
    expect(formatDate("2026-11-26")).toBe("Nov 26, 2026");
  });

  it("shows a schedule's run in its own time zone, naming the zone", () => {
    expect(formatDateTimeIn(at, "America/New_York")).toBe("Nov 26, 2026, 8:15 AM (America/New_York)");
  });

  it("labels a chart's axis by hour over a day and by day over longer ranges", () => {
    expect(formatTime(at.getTime())).toBe("01:15 PM");
    expect(formatMonthDay(at.getTime())).toBe("Nov 26");
  });

  it("keeps the machine form for keys and file names", () => {
    expect(isoDay(at)).toBe("2026-11-26");
  });

  it("says how long ago, or the fallback without a date", () => {
    const now = Date.parse("2025-01-01T12:00:00Z");
    expect(relativeTime("2025-01-01T11:55:00Z", "Never", now)).toBe("5 minutes ago");
    expect(relativeTime(null, "Never", now)).toBe("Never");
  });
});

describe("numbers", () => {
  it("writes sizes in bytes, kilobytes and megabytes", () => {
    expect(formatBytes(980)).toBe("980 B");
    expect(formatBytes(12_800)).toBe("13 KB");
    expect(formatBytes(5 * 1024 * 1024 - 200_000)).toBe("4.8 MB");
  });

  it("groups thousands", () => {
    expect(formatNumber(1234567)).toBe("1,234,567");
  });

  it("shows a capped total with a plus once it reached the cap", () => {
    expect(formatCount({ count: 1234, capped: false })).toBe("1,234");
    expect(formatCount({ count: 10_000, capped: true })).toBe("10,000+");
  });

  it("names one thing in the singular and more in the plural", () => {
    expect(pluralize(1, "message")).toBe("1 message");
    expect(pluralize(0, "message")).toBe("0 messages");
    expect(pluralize(2, "reply", "replies")).toBe("2 replies");
  });

  it("shows a percentage with at most two decimals, or a dash when nothing was rated", () => {
    expect(formatPercent(99.9549)).toBe("99.95%");
    expect(formatPercent(100)).toBe("100%");
    expect(formatPercent(null)).toBe("—");
  });
});
