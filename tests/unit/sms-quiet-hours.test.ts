/**
 * Quiet hours (docs/sms.md "Quiet hours") over random instants and random numbers (fast-check): the planned
 * instant is never before the requested one, never inside 21:00–08:00 in any zone honoured, and the
 * earliest such instant; the zones come from the number's country and area code, else the agency's.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isQuietHour, nextSendableInstant, QUIET_HOURS_END_HOUR, zonesToHonour } from "@/lib/sms/quiet-hours";
import { recipientTimeZones } from "@/lib/sms/recipient-time-zones";

const AGENCY = "America/New_York";

/** Numbers of several plans and countries: prefixes with their national digits drawn at random. */
const PREFIXES = [
  "+1212",
  "+1415",
  "+1701",
  "+1312",
  "+1808",
  "+1907",
  "+1876",
  "+1416",
  "+1800",
  "+1555",
  "+447",
  "+336",
  "+614",
  "+8190",
  "+9198",
  "+55119",
  "+52155",
  "+7495",
];
const numbers = fc
  .tuple(fc.constantFrom(...PREFIXES), fc.stringMatching(/^[0-9]{7,8}$/))
  .map(([prefix, rest]) => `${prefix}${rest}`.slice(0, 13));
const instants = fc.date({
  min: new Date("2024-01-01T00:00:00Z"),
  max: new Date("2027-12-31T00:00:00Z"),
  noInvalidDate: true,
});

const hourIn = (instant: Date, zone: string) =>
  Number(new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", hourCycle: "h23" }).format(instant));

describe("nextSendableInstant", () => {
  it("is the earliest instant at or after the requested one outside quiet hours in every honoured zone", async () => {
    await fc.assert(
      fc.asyncProperty(numbers, instants, async (phone, requested) => {
        const zones = zonesToHonour(await recipientTimeZones(phone), AGENCY, requested);
        const planned = nextSendableInstant(requested, zones);
        expect(planned.getTime()).toBeGreaterThanOrEqual(requested.getTime());
        expect(isQuietHour(planned, zones)).toBe(false);
        for (const zone of zones) expect(hourIn(planned, zone)).toBeGreaterThanOrEqual(QUIET_HOURS_END_HOUR);
        // Nothing earlier would do: one minute before a moved instant is still quiet somewhere.
        if (planned.getTime() !== requested.getTime())
          expect(isQuietHour(new Date(planned.getTime() - 60_000), zones)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps an allowed instant and moves a quiet one to 08:00 on the recipient's clock", () => {
    const noonInChicago = new Date("2026-03-02T18:00:00Z");
    expect(nextSendableInstant(noonInChicago, ["America/Chicago"])).toEqual(noonInChicago);
    expect(nextSendableInstant(new Date("2026-03-03T04:00:00Z"), ["America/Chicago"])).toEqual(
      new Date("2026-03-03T14:00:00Z"),
    );
    // Daylight saving starts on March 8, 2026 in the US: 08:00 CDT is 13:00 UTC.
    expect(nextSendableInstant(new Date("2026-03-08T05:00:00Z"), ["America/Chicago"])).toEqual(
      new Date("2026-03-08T13:00:00Z"),
    );
    expect(nextSendableInstant(new Date("2026-03-02T21:00:00+05:45"), ["Asia/Kathmandu"])).toEqual(
      new Date("2026-03-03T08:00:00+05:45"),
    );
  });

  it("waits for the last of several zones of one number to reach 08:00", () => {
    const zones = ["America/Denver", "America/North_Dakota/Center"];
    expect(nextSendableInstant(new Date("2026-06-01T12:30:00Z"), zones)).toEqual(new Date("2026-06-01T14:00:00Z"));
  });
});

describe("the zones of a number", () => {
  it("come from the country and area code", async () => {
    expect(await recipientTimeZones("+12125551234")).toEqual(["America/New_York"]);
    expect(await recipientTimeZones("+14155551234")).toEqual(["America/Los_Angeles"]);
    expect(await recipientTimeZones("+33612345678")).toEqual(["Europe/Paris"]);
    expect(await recipientTimeZones("not a number")).toBeNull();
  });

  it("are the agency's when the number's zones spread over the whole plan or country", async () => {
    const at = new Date("2026-06-01T12:00:00Z");
    expect(zonesToHonour(await recipientTimeZones("+15557010002"), AGENCY, at)).toEqual([AGENCY]);
    expect(zonesToHonour(await recipientTimeZones("+18005551234"), AGENCY, at)).toEqual([AGENCY]);
    expect(zonesToHonour(null, AGENCY, at)).toEqual([AGENCY]);
    expect(zonesToHonour(await recipientTimeZones("+17015550123"), AGENCY, at)).toEqual([
      "America/Denver",
      "America/North_Dakota/Center",
    ]);
  });
});
