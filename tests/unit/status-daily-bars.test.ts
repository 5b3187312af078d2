import { describe, expect, it } from "vitest";
import { barLevel, dailyBars, dayFrames, uptimePercent } from "@/lib/status-pages/daily-bars";

const hours = (frame: { startsAt: Date; endsAt: Date }) =>
  (frame.endsAt.getTime() - frame.startsAt.getTime()) / 3_600_000;

describe("a status page's days", () => {
  it("ends with today in the page's zone and counts 90 days", () => {
    // 23:30 UTC on Mar 10 is already Mar 11 in Tokyo and still Mar 10 in New York.
    const now = new Date("2026-03-10T23:30:00Z");
    const tokyo = dayFrames(now, "Asia/Tokyo");
    const newYork = dayFrames(now, "America/New_York");
    expect(tokyo).toHaveLength(90);
    expect(tokyo.at(-1)!.date).toBe("2026-03-11");
    expect(newYork.at(-1)!.date).toBe("2026-03-10");
    expect(tokyo[0]!.date).toBe("2025-12-12");
    expect(tokyo.at(-1)!.startsAt.toISOString()).toBe("2026-03-10T15:00:00.000Z");
  });

  it("has a 23-hour day when the clocks go forward and a 25-hour day when they go back", () => {
    const spring = dayFrames(new Date("2026-03-09T12:00:00Z"), "America/New_York", 3);
    expect(spring.map((f) => [f.date, hours(f)])).toEqual([
      ["2026-03-07", 24],
      ["2026-03-08", 23],
      ["2026-03-09", 24],
    ]);
    const autumn = dayFrames(new Date("2026-10-26T12:00:00Z"), "Europe/Berlin", 2);
    expect(autumn.map((f) => [f.date, hours(f)])).toEqual([
      ["2026-10-25", 25],
      ["2026-10-26", 24],
    ]);
  });

  it("joins consecutive days with no gap or overlap, in a half-hour zone too", () => {
    const frames = dayFrames(new Date("2026-04-05T12:00:00Z"), "Australia/Adelaide", 10);
    for (let i = 1; i < frames.length; i++) expect(frames[i]!.startsAt).toEqual(frames[i - 1]!.endsAt);
    // Adelaide leaves daylight time on Apr 5 2026: 03:00 ACDT becomes 02:00 ACST.
    expect(frames.find((f) => f.date === "2026-04-05")!.startsAt.toISOString()).toBe("2026-04-04T13:30:00.000Z");
    expect(hours(frames.find((f) => f.date === "2026-04-05")!)).toBe(25);
  });
});

describe("a daily bar", () => {
  it("colours a day by its uptime against the thresholds, grey without checks", () => {
    expect(uptimePercent(1439, 1)).toBe(99.93);
    expect([100, 99.93, 99.5, 96, 40, null].map(barLevel)).toEqual(["ok", "ok", "minor", "major", "critical", "none"]);
  });

  it("lists the incidents that overlapped the day, an open one up to now", () => {
    const now = new Date("2026-06-03T10:00:00Z");
    const frames = dayFrames(now, "UTC", 3);
    const counts = new Map([["2026-06-02", { up: 1380, down: 60 }]]);
    const bars = dailyBars(
      frames,
      counts,
      [
        { id: 1, startedAt: new Date("2026-06-01T23:00:00Z"), resolvedAt: new Date("2026-06-02T00:30:00Z") },
        { id: 2, startedAt: new Date("2026-06-03T08:00:00Z"), resolvedAt: null },
      ],
      now,
    );
    expect(bars.map((b) => [b.date, b.uptime, b.level, b.incidentIds])).toEqual([
      ["2026-06-01", null, "none", [1]],
      ["2026-06-02", 95.83, "major", [1]],
      ["2026-06-03", null, "none", [2]],
    ]);
  });
});
