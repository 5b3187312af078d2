import { describe, expect, it } from "vitest";
import { instantAt } from "@/lib/format/zoned-time";
import { nextOccurrence, occurrencesBetween, type MaintenanceRule } from "@/lib/scheduled-maintenance/occurrences";
import { maintenanceSchema } from "@/lib/scheduled-maintenance/schemas";

const weekly = (
  startsAt: string,
  endsAt: string,
  timeZone: string,
  repeatUntil: Date | null = null,
): MaintenanceRule => ({
  id: 7,
  title: "Backups",
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
  repeatsWeekly: true,
  repeatUntil,
  timeZone,
});

describe("wall-clock times in a zone", () => {
  it("reads an ordinary time with the offset in force", () => {
    expect(instantAt("2026-07-01", "02:00", "Europe/Berlin").toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(instantAt("2026-01-01", "02:00", "Europe/Berlin").toISOString()).toBe("2026-01-01T01:00:00.000Z");
  });

  it("moves a time the clocks skip to just after the gap, and takes the first of a repeated time", () => {
    expect(instantAt("2026-03-08", "02:30", "America/New_York").toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(instantAt("2026-11-01", "01:30", "America/New_York").toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });
});

describe("weekly maintenance", () => {
  // Sundays 02:00–04:00 in Berlin, first on Mar 22 2026 (CET); the clocks go forward on Mar 29.
  const rule = weekly("2026-03-22T01:00:00Z", "2026-03-22T03:00:00Z", "Europe/Berlin");

  it("stays at the same local time across a daylight-saving change", () => {
    const found = occurrencesBetween(rule, new Date("2026-03-20T00:00:00Z"), new Date("2026-04-06T00:00:00Z"));
    expect(found.map((o) => [o.startsAt.toISOString(), o.endsAt.toISOString()])).toEqual([
      ["2026-03-22T01:00:00.000Z", "2026-03-22T03:00:00.000Z"],
      // 02:00 does not exist on Mar 29: the window opens at 03:00 CEST, the end stays 04:00 CEST.
      ["2026-03-29T01:00:00.000Z", "2026-03-29T02:00:00.000Z"],
      ["2026-04-05T00:00:00.000Z", "2026-04-05T02:00:00.000Z"],
    ]);
  });

  it("finds the occurrence in effect or next, and none after it ran out", () => {
    expect(nextOccurrence(rule, new Date("2026-04-05T01:00:00Z"))!.startsAt.toISOString()).toBe(
      "2026-04-05T00:00:00.000Z",
    );
    expect(nextOccurrence(rule, new Date("2026-04-06T00:00:00Z"))!.startsAt.toISOString()).toBe(
      "2026-04-12T00:00:00.000Z",
    );
    const ended = { ...rule, repeatUntil: new Date("2026-04-06T00:00:00Z") };
    expect(nextOccurrence(ended, new Date("2026-04-06T00:00:00Z"))).toBeNull();
  });

  it("starts far into a long series without walking it from the first week", () => {
    const found = occurrencesBetween(rule, new Date("2030-01-01T00:00:00Z"), new Date("2030-01-08T00:00:00Z"));
    expect(found.map((o) => o.startsAt.toISOString())).toEqual(["2030-01-06T01:00:00.000Z"]);
  });
});

describe("the maintenance form", () => {
  const base = {
    title: "Database upgrade",
    description: "",
    timeZone: "America/New_York",
    startsLocal: "2026-07-04T22:00",
    endsLocal: "2026-07-05T01:00",
    repeatsWeekly: false,
    repeatUntil: "",
    siteIds: [3, 3, 4],
  };

  it("reads the times in the window's own zone", () => {
    const parsed = maintenanceSchema.parse(base);
    expect(parsed.startsAt.toISOString()).toBe("2026-07-05T02:00:00.000Z");
    expect(parsed.endsAt.toISOString()).toBe("2026-07-05T05:00:00.000Z");
    expect(parsed.siteIds).toEqual([3, 4]);
  });

  it("refuses a window that ends before it starts, a week-long weekly one and an unknown zone", () => {
    const issues = (input: object) =>
      maintenanceSchema.safeParse({ ...base, ...input }).error?.issues.map((i) => i.message);
    expect(issues({ endsLocal: "2026-07-04T21:00" })).toEqual(["The window must end after it starts"]);
    expect(issues({ repeatsWeekly: true, endsLocal: "2026-07-11T22:00" })).toEqual([
      "A weekly window must be shorter than a week",
    ]);
    expect(issues({ timeZone: "Mars/Olympus" })).toEqual(["Unknown time zone"]);
  });
});
